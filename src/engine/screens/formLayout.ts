/**
 * A form with its labels in a column beside the fields, `width` px wide. A label longer than the
 * column wraps onto a second line rather than being cut off: English labels are often twice as
 * long as the Chinese ones the widths were chosen for ("Company address" beside 公司地址).
 */
export const labelsBeside = (width: number) =>
  ({ layout: 'horizontal', labelCol: { flex: `${width}px` }, wrapperCol: { flex: 'auto' }, labelWrap: true }) as const;
