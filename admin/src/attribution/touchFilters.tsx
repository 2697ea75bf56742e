import { SelectInput, TextInput } from 'react-admin';
import { TOUCH_CHANNELS } from '../../../contract/attribution';

const CHANNEL_CHOICES = TOUCH_CHANNELS.map((channel) => ({ id: channel, name: `app.attribution.channel.${channel}` }));

/** The filters of a submissions list by where its visitors came from (the first or the last touch). */
export const touchFilters = () => [
  <SelectInput key="channel" source="channel" label="app.attribution.filters.channel" choices={CHANNEL_CHOICES} />,
  <TextInput key="campaign" source="campaign" label="app.attribution.filters.campaign" />,
  <TextInput key="partner" source="partner" label="app.attribution.filters.partner" />,
];
