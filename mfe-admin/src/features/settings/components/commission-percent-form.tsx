import {
  COMMISSION_PERCENT_DEFAULT,
  commissionSettingSchema,
  GLOBAL_SETTING_KEYS,
  type CommissionSettingData,
  type CommissionSettingFormValues,
  type GlobalSetting,
} from '@chess-portal/contracts';
import { TextField } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SettingForm } from './setting-form';

/** Commission percentage, 0 to 100 in steps of 0.1 (product.md §5, §9; interface default 10). */
export function CommissionPercentForm({ setting }: { setting: GlobalSetting | undefined }) {
  const form = useForm<CommissionSettingFormValues, unknown, CommissionSettingData>({
    resolver: zodResolver(commissionSettingSchema),
    defaultValues: { commissionPercent: setting?.value ?? String(COMMISSION_PERCENT_DEFAULT) },
  });
  return (
    <SettingForm
      title="Commission Percentage"
      description="Charged to organizers on the entry fees they collect."
      settingKey={GLOBAL_SETTING_KEYS.commissionPercent}
      exists={Boolean(setting)}
      messages={{ ok: 'Commission percentage updated successfully', failed: 'Failed to update commission percentage' }}
      onSubmit={(save) => form.handleSubmit(({ commissionPercent }) => save(commissionPercent))}
    >
      <TextField
        label="Commission percentage (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.1}
        hint="From 0 to 100, in steps of 0.1"
        error={form.formState.errors.commissionPercent?.message}
        {...form.register('commissionPercent')}
      />
    </SettingForm>
  );
}
