import {
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
} from 'sequelize';

/**
 * What every model of the shop extends: its attributes, and what creating a row takes, are read
 * from the fields it declares (`CreationOptional` for what the database fills in).
 */
export abstract class TableModel<Self extends Model> extends Model<
  InferAttributes<Self>,
  InferCreationAttributes<Self>
> {}

/**
 * A table keyed by an integer `id` whose rows keep when they were written, and only that: its
 * models list `column.id()` and `createdAt: column.stamp()`, with `updatedAt: false`.
 */
export abstract class CreatedModel<Self extends Model> extends TableModel<Self> {
  declare id: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
}

/**
 * The shape of most of the shop's tables: keyed by an integer `id`, each row keeping when it was
 * written and last changed. Its models list `column.id()` and `...column.timestamps()`.
 */
export abstract class StampedModel<Self extends Model> extends CreatedModel<Self> {
  declare updatedAt: CreationOptional<Date>;
}
