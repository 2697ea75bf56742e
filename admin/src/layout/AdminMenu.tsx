import { Menu, usePermissions } from 'react-admin';
import { RESOURCES } from '../resources';
import { mayUse } from '../roles';

/** The dashboard and the resources the user's roles may use, nothing else. */
export function AdminMenu() {
  const { permissions } = usePermissions<string[]>();
  return (
    <Menu>
      <Menu.DashboardItem />
      {RESOURCES.filter((resource) => mayUse(permissions, resource.role)).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
    </Menu>
  );
}
