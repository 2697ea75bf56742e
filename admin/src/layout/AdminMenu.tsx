import SecurityIcon from '@mui/icons-material/Security';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { SECURITY_PATH } from '../account/secondFactor/securityPath';
import { RESOURCES } from '../resources';
import { mayUse } from '../roles';

/** The dashboard, the resources the user's roles may use, and the user's own Security section. */
export function AdminMenu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      {RESOURCES.filter((resource) => mayUse(permissions, resource.role)).map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
      <Menu.Item to={SECURITY_PATH} primaryText={translate('app.secondFactor.menu')} leftIcon={<SecurityIcon />} />
    </Menu>
  );
}
