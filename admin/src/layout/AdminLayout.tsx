import { Layout, type LayoutProps } from 'react-admin';
import { AdminMenu } from './AdminMenu';

/** react-admin's responsive layout (a drawer menu on phones), with the menu of the user's roles. */
export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={AdminMenu} />;
}
