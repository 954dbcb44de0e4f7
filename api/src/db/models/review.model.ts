import type { CreationOptional, Sequelize } from 'sequelize';
import { column } from './columns';
import { StampedModel } from './table-model';

export class ReviewModel extends StampedModel<ReviewModel> {
  declare name: string;
  declare title: string;
  declare comment: string;
  declare rating: number;
  declare isHidden: CreationOptional<boolean>;
  /** False while the review waits for staff's approval (decision 0035). */
  declare isApproved: CreationOptional<boolean>;
  /** The avatar drawn from the name when the review was written (a data: URI). */
  declare avatar: CreationOptional<string | null>;
  /** The signed-in author, if any (null for a review written signed out). */
  declare userId: CreationOptional<number | null>;
  /** The print reviewed by a buyer who received it; null for a review of the shop. */
  declare productRefId: CreationOptional<number | null>;

  static initModel(sequelize: Sequelize): void {
    ReviewModel.init(
      {
        id: column.id(),
        name: column.string(80),
        title: column.string(120),
        comment: column.text(),
        rating: column.integer(),
        isHidden: column.flag(false),
        isApproved: column.flag(false),
        avatar: column.nullableText(),
        userId: column.nullableForeignKey(),
        productRefId: column.nullableForeignKey(),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'reviews', modelName: 'Review' },
    );
  }
}
