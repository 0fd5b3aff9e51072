const DOLLAR = '$';

/** Our messages write placeholders as `{label}` (docs/product.md §6); Ant Design's validator wants `${label}`. */
export function toAntdTemplate(message: string): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => `${DOLLAR}{${name}}`);
}
