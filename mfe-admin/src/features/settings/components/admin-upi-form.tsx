import {
  adminUpiSettingSchema,
  GLOBAL_SETTING_KEYS,
  type AdminUpiSettingData,
  type AdminUpiSettingFormValues,
  type GlobalSetting,
} from '@chess-portal/contracts';
import { TextField } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SettingForm } from './setting-form';

/** The UPI id organizers pay commissions to (product.md §5: text@text). */
export function AdminUpiForm({ setting }: { setting: GlobalSetting | undefined }) {
  const form = useForm<AdminUpiSettingFormValues, unknown, AdminUpiSettingData>({
    resolver: zodResolver(adminUpiSettingSchema),
    defaultValues: { adminUpiId: setting?.value ?? '' },
  });
  return (
    <SettingForm
      title="Admin UPI ID"
      description="Organizers pay the platform's commission to this UPI ID."
      settingKey={GLOBAL_SETTING_KEYS.adminUpi}
      exists={Boolean(setting)}
      messages={{ ok: 'Admin UPI updated successfully', failed: 'Failed to update admin UPI' }}
      onSubmit={(save) => form.handleSubmit(({ adminUpiId }) => save(adminUpiId))}
    >
      <TextField
        label="Admin UPI ID"
        autoComplete="off"
        placeholder="e.g. chessschool@okaxis"
        error={form.formState.errors.adminUpiId?.message}
        {...form.register('adminUpiId')}
      />
    </SettingForm>
  );
}
