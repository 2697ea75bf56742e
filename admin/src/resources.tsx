import AssignmentIcon from '@mui/icons-material/Assignment';
import CodeIcon from '@mui/icons-material/Code';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CategoryIcon from '@mui/icons-material/Category';
import FolderIcon from '@mui/icons-material/Folder';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import VerifiedIcon from '@mui/icons-material/Verified';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import BackupIcon from '@mui/icons-material/Backup';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PublishIcon from '@mui/icons-material/Publish';
import ContactPageIcon from '@mui/icons-material/ContactPage';
import WebhookIcon from '@mui/icons-material/Webhook';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WorkIcon from '@mui/icons-material/Work';
import ClassIcon from '@mui/icons-material/Class';
import PlaceIcon from '@mui/icons-material/Place';
import SettingsIcon from '@mui/icons-material/Settings';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import RateReviewIcon from '@mui/icons-material/RateReview';
import InventoryIcon from '@mui/icons-material/Inventory';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import LinkIcon from '@mui/icons-material/Link';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import GroupsIcon from '@mui/icons-material/Groups';
import EventIcon from '@mui/icons-material/Event';
import TurnRightIcon from '@mui/icons-material/TurnRight';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy, type ComponentType } from 'react';
import type { StaffRole } from './roles';

/** A view loaded when first opened: each resource's views are a chunk of their own. */
const view = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

export interface AdminResource {
  name: string;
  /** Who may use it: a role, or several any of which will do (admins may use everything). */
  role: StaffRole | readonly StaffRole[];
  icon: ComponentType;
  list: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
}

/** Careers content: HR keeps its jobs and their filters up to date as well as the editors. */
const CAREERS_ROLES = ['editor', 'hr'] as const;

/** A module holding the views `<Name>List`, `<Name>Edit` and `<Name>Create`. */
type ViewModule<Name extends string> = () => Promise<Record<`${Name}${'List' | 'Edit' | 'Create'}`, ComponentType>>;

/** A resource whose views are its module's `<Name>List`, `<Name>Edit` and `<Name>Create`. */
const listEditCreate = <Name extends string>(
  resource: string,
  role: AdminResource['role'],
  icon: ComponentType,
  load: ViewModule<Name>,
  name: Name,
): AdminResource => ({
  name: resource,
  role,
  icon,
  list: view(load, (module) => module[`${name}List`]),
  edit: view(load, (module) => module[`${name}Edit`]),
  create: view(load, (module) => module[`${name}Create`]),
});

/** The resource `content/<resource>` (an article section's views read which section from the resource's name). */
const contentKind = <Name extends string>(resource: string, role: AdminResource['role'], icon: ComponentType, load: ViewModule<Name>, name: Name) =>
  listEditCreate(`content/${resource}`, role, icon, load, name);

const articleViews = () => import('./content/articles/ArticleViews');
const jobFacetViews = () => import('./content/jobFacets/JobFacetViews');
const settingsViews = () => import('./content/settings/SettingsViews');

/** Every resource of the back office, in menu order, with the role it needs. */
export const RESOURCES: AdminResource[] = [
  contentKind('cases', 'editor', BusinessCenterIcon, articleViews, 'Article'),
  contentKind('journalism', 'editor', NewspaperIcon, articleViews, 'Article'),
  contentKind('certification', 'editor', VerifiedIcon, articleViews, 'Article'),
  contentKind('investor', 'editor', ShowChartIcon, articleViews, 'Article'),
  contentKind('downloads', 'editor', FolderIcon, articleViews, 'Article'),
  contentKind('categories', 'editor', CategoryIcon, () => import('./content/categories/CategoryViews'), 'Category'),
  contentKind('tags', 'editor', LocalOfferIcon, () => import('./content/tags/TagViews'), 'Tag'),
  contentKind('jobs', CAREERS_ROLES, WorkIcon, () => import('./content/jobs/JobViews'), 'Job'),
  contentKind('job-categories', CAREERS_ROLES, ClassIcon, jobFacetViews, 'JobFacet'),
  contentKind('work-places', CAREERS_ROLES, PlaceIcon, jobFacetViews, 'JobFacet'),
  {
    name: 'content/settings',
    role: 'editor',
    icon: SettingsIcon,
    list: view(settingsViews, (module) => module.SettingsList),
    edit: view(settingsViews, (module) => module.SettingsEdit),
  },
  listEditCreate('redirects', 'editor', TurnRightIcon, () => import('./redirects/RedirectViews'), 'Redirect'),
  contentKind('service-locations', 'editor', LocationOnIcon, () => import('./content/serviceLocations/ServiceLocationViews'), 'ServiceLocation'),
  contentKind('customer-reviews', 'editor', RateReviewIcon, () => import('./content/customerReviews/CustomerReviewViews'), 'CustomerReview'),
  contentKind('products', 'editor', InventoryIcon, () => import('./content/products/ProductViews'), 'Product'),
  contentKind('videos', 'editor', VideoLibraryIcon, () => import('./content/videos/VideoViews'), 'Video'),
  contentKind('friendly-links', 'editor', LinkIcon, () => import('./content/friendlyLinks/FriendlyLinkViews'), 'FriendlyLink'),
  {
    name: 'schedule',
    role: CAREERS_ROLES,
    icon: EventNoteIcon,
    list: view(() => import('./schedule/SchedulePage'), (module) => module.SchedulePage),
  },
  {
    name: 'publish',
    role: 'editor',
    icon: PublishIcon,
    list: view(() => import('./publishing/PublishPage'), (module) => module.PublishPage),
  },
  {
    name: 'embed',
    role: 'editor',
    icon: CodeIcon,
    list: view(() => import('./embed/EmbedPage'), (module) => module.EmbedPage),
  },
  {
    name: 'media',
    role: 'editor',
    icon: PermMediaIcon,
    list: view(() => import('./media/MediaList'), (module) => module.MediaList),
    edit: view(() => import('./media/MediaEdit'), (module) => module.MediaEdit),
  },
  {
    name: 'leads',
    role: 'sales',
    icon: AssignmentIcon,
    list: view(() => import('./leads/LeadList'), (module) => module.LeadList),
    edit: view(() => import('./leads/LeadEdit'), (module) => module.LeadEdit),
  },
  {
    name: 'download-requests',
    role: 'sales',
    icon: DownloadIcon,
    list: view(() => import('./downloadRequests/DownloadRequestList'), (module) => module.DownloadRequestList),
    edit: view(() => import('./downloadRequests/DownloadRequestEdit'), (module) => module.DownloadRequestEdit),
  },
  {
    name: 'resumes',
    role: 'hr',
    icon: ContactPageIcon,
    list: view(() => import('./resumes/ResumeList'), (module) => module.ResumeList),
    edit: view(() => import('./resumes/ResumeEdit'), (module) => module.ResumeEdit),
  },
  {
    name: 'staff-accounts',
    role: 'admin',
    icon: PeopleIcon,
    list: view(() => import('./staffUsers/StaffUserList'), (module) => module.StaffUserList),
    edit: view(() => import('./staffUsers/StaffUserEdit'), (module) => module.StaffUserEdit),
    create: view(() => import('./staffUsers/StaffUserCreate'), (module) => module.StaffUserCreate),
  },
  {
    name: 'audit-log',
    role: 'admin',
    icon: HistoryIcon,
    list: view(() => import('./auditLog/AuditLogList'), (module) => module.AuditLogList),
  },
  {
    name: 'notifications',
    role: 'admin',
    icon: MailIcon,
    list: view(() => import('./notifications/NotificationList'), (module) => module.NotificationList),
  },
  {
    name: 'backups',
    role: 'admin',
    icon: BackupIcon,
    list: view(() => import('./backups/BackupList'), (module) => module.BackupList),
  },
  {
    name: 'webhooks',
    role: 'admin',
    icon: WebhookIcon,
    list: view(() => import('./webhooks/WebhookList'), (module) => module.WebhookList),
    edit: view(() => import('./webhooks/WebhookEdit'), (module) => module.WebhookEdit),
    create: view(() => import('./webhooks/WebhookCreate'), (module) => module.WebhookCreate),
  },
  listEditCreate('routing-rules', 'admin', AltRouteIcon, () => import('./leadRouting/RoutingRuleViews'), 'RoutingRule'),
  listEditCreate('sales-teams', 'admin', GroupsIcon, () => import('./leadRouting/SalesTeamViews'), 'SalesTeam'),
  listEditCreate('calendar-days', 'admin', EventIcon, () => import('./leadRouting/CalendarDayViews'), 'CalendarDay'),
  {
    name: 'submission-api-tokens',
    role: 'admin',
    icon: VpnKeyIcon,
    list: view(() => import('./submissionApiTokens/SubmissionApiTokenList'), (module) => module.SubmissionApiTokenList),
    create: view(() => import('./submissionApiTokens/SubmissionApiTokenCreate'), (module) => module.SubmissionApiTokenCreate),
  },
  {
    name: 'robots',
    role: 'admin',
    icon: SmartToyIcon,
    list: view(() => import('./robots/RobotList'), (module) => module.RobotList),
    edit: view(() => import('./robots/RobotEdit'), (module) => module.RobotEdit),
    create: view(() => import('./robots/RobotCreate'), (module) => module.RobotCreate),
  },
  {
    name: 'personal-data',
    role: 'admin',
    icon: PersonSearchIcon,
    list: view(() => import('./personalData/PersonalDataPage'), (module) => module.PersonalDataPage),
  },
];
