/** `/settingsystem`: the system parameters (`SETTINGS_SYSTEM`) on the generic settings form. */
import { SETTINGS_SYSTEM } from '@kilau/domain';
import { SettingsFormPage } from './SettingsFormPage.tsx';

export default function SettingSystemPage() {
  return <SettingsFormPage form={SETTINGS_SYSTEM} />;
}
