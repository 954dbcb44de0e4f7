import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class ReviewModel extends Model<
  InferAttributes<ReviewModel>,
  InferCreationAttributes<ReviewModel>
> {
  declare id: CreationOptional<number>;
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
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ReviewModel.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(80), allowNull: false },
        title: { type: DataTypes.STRING(120), allowNull: false },
        comment: { type: DataTypes.TEXT, allowNull: false },
        rating: { type: DataTypes.INTEGER, allowNull: false },
        isHidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        isApproved: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        avatar: { type: DataTypes.TEXT, allowNull: true },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'reviews', modelName: 'Review' },
    );
  }
}
