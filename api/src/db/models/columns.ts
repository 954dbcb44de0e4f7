import { DataTypes, type DataType, type ModelAttributeColumnOptions } from 'sequelize';

type Column = ModelAttributeColumnOptions;
type Extra = Pick<Column, 'unique' | 'defaultValue' | 'field'>;

const required = (type: DataType, extra: Extra = {}): Column => ({
  type,
  allowNull: false,
  ...extra,
});
const nullable = (type: DataType): Column => ({ type, allowNull: true });

/** `createdAt` or `updatedAt`: a time Sequelize writes itself. */
const stamp = () => DataTypes.DATE;

/**
 * The column shapes the models share, as `column.string(120)` or `column.nullableDate()`:
 * a column holds a value unless its builder says `nullable`. The migrations define the tables;
 * these only map them. Each call makes a new definition, since `Model.init` writes its model
 * into the ones it is given.
 */
export const column = {
  /** The row's integer key, counted up by the database. */
  id: (): Column => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true }),
  /** Another table's row id; the reference and what its deletion does live in the migration. */
  foreignKey: (extra: Extra = {}) => required(DataTypes.INTEGER, extra),
  nullableForeignKey: () => nullable(DataTypes.INTEGER),

  string: (length: number, extra: Extra = {}) => required(DataTypes.STRING(length), extra),
  nullableString: (length: number) => nullable(DataTypes.STRING(length)),
  text: (extra: Extra = {}) => required(DataTypes.TEXT, extra),
  nullableText: () => nullable(DataTypes.TEXT),
  /** An e-mail address, up to the 254 characters a mail server takes. */
  email: (extra: Extra = {}) => required(DataTypes.STRING(254), extra),
  nullableEmail: () => nullable(DataTypes.STRING(254)),

  integer: (extra: Extra = {}) => required(DataTypes.INTEGER, extra),
  nullableInteger: () => nullable(DataTypes.INTEGER),
  double: () => required(DataTypes.DOUBLE),
  /** An amount of money in integer cents (decision 0001): a price, which fits an INTEGER. */
  cents: () => required(DataTypes.INTEGER),
  /** A sum of money in cents that may pass an INTEGER; PostgreSQL hands BIGINTs back as text. */
  bigCents: (extra: Extra = {}) => required(DataTypes.BIGINT, extra),
  nullableBigCents: () => nullable(DataTypes.BIGINT),
  /** A true/false column that starts as `defaultValue`. */
  flag: (defaultValue: boolean) => required(DataTypes.BOOLEAN, { defaultValue }),

  date: () => required(DataTypes.DATE),
  nullableDate: () => nullable(DataTypes.DATE),
  stamp,
  /** When the row was written and last changed. */
  timestamps: () => ({ createdAt: stamp(), updatedAt: stamp() }),
};
