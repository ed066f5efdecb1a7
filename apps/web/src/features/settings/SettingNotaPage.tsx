/** `/settingNota`: the receipt texts and options (`SETTINGS_NOTA`) on the generic settings form. */
import { SETTINGS_NOTA } from '@kilau/domain';
import { SettingsFormPage } from './SettingsFormPage.tsx';

export default function SettingNotaPage() {
  return <SettingsFormPage form={SETTINGS_NOTA} />;
}
