import { theme } from 'antd';
import { Link, type LinkProps } from 'react-router';

/** A link within the account pages' text, in the theme's link colour (underlined by `.text-link`). */
export function TextLink(props: Omit<LinkProps, 'className' | 'style'>) {
  const { token } = theme.useToken();
  return <Link {...props} className="text-link" style={{ color: token.colorLink }} />;
}
