import type { CreationOptional, Sequelize } from 'sequelize';
import type { ReturnReason, ReturnStatus } from '@wallart/domain';
import { column } from './columns';
import { StampedModel, TableModel } from './table-model';

/** A shopper's return of prints from one order, and its refund once made (PRODUCT §13). */
export class OrderReturnModel extends StampedModel<OrderReturnModel> {
  declare orderRefId: number;
  declare status: CreationOptional<ReturnStatus>;
  declare reason: ReturnReason;
  declare note: string | null;
  /** Staff's instructions on approval, or their reason on rejection. */
  declare staffNote: CreationOptional<string | null>;
  /** The photos' private storage keys, as JSON. */
  declare photos: CreationOptional<string>;
  /** BIGINT: PostgreSQL hands it back as a string. */
  declare refundCents: CreationOptional<number | string | null>;
  declare refundMethod: CreationOptional<string | null>;
  declare refundReference: CreationOptional<string | null>;
  declare refundedAt: CreationOptional<Date | null>;

  static initModel(sequelize: Sequelize): void {
    OrderReturnModel.init(
      {
        id: column.id(),
        orderRefId: column.foreignKey(),
        status: column.string(12, { defaultValue: 'requested' }),
        reason: column.string(20),
        note: column.nullableText(),
        staffNote: column.nullableText(),
        photos: column.text({ defaultValue: '[]' }),
        refundCents: column.nullableBigCents(),
        refundMethod: column.nullableString(20),
        refundReference: column.nullableString(120),
        refundedAt: column.nullableDate(),
        ...column.timestamps(),
      },
      { sequelize, tableName: 'order_returns', modelName: 'OrderReturn' },
    );
  }
}

/** One print line of a return, and how many of it went back to stock. */
export class OrderReturnLineModel extends TableModel<OrderReturnLineModel> {
  declare id: CreationOptional<number>;
  declare returnRefId: number;
  declare productId: string;
  declare size: string;
  declare quantity: number;
  declare restocked: CreationOptional<number>;

  static initModel(sequelize: Sequelize): void {
    OrderReturnLineModel.init(
      {
        id: column.id(),
        returnRefId: column.foreignKey(),
        productId: column.string(40),
        size: column.string(40),
        quantity: column.integer(),
        restocked: column.integer({ defaultValue: 0 }),
      },
      {
        sequelize,
        tableName: 'order_return_lines',
        modelName: 'OrderReturnLine',
        timestamps: false,
      },
    );
  }
}
