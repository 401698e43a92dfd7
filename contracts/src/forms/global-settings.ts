import { z } from './zod';
import { decimal, upiId } from './fields';

/** Setting keys of product.md §7 and the interface default of the commission (product.md §9). */
export const GLOBAL_SETTING_KEYS = { commissionPercent: 'GLOBAL_COMMISSION_PERCENT', adminUpi: 'ADMIN_UPI' } as const;
export type GlobalSettingKey = (typeof GLOBAL_SETTING_KEYS)[keyof typeof GLOBAL_SETTING_KEYS];
export const COMMISSION_PERCENT_DEFAULT = 10;

export const COMMISSION_PERCENT_RANGE = 'Commission percentage must be between 0 and 100';
export const COMMISSION_PERCENT_STEP = 'Commission percentage can have at most one decimal place (steps of 0.1)';
export const ADMIN_UPI_INVALID = 'Please enter a valid UPI ID';

/** A number from 0 to 100 in steps of 0.1 (product.md §5 Global settings). */
export const commissionPercent = () =>
  decimal({
    label: 'Commission percentage',
    min: 0,
    max: 100,
    places: 1,
    outOfRange: COMMISSION_PERCENT_RANGE,
    required: 'Commission percentage is required',
    notNumber: 'Commission percentage must be a number',
    tooPrecise: COMMISSION_PERCENT_STEP,
  });

/** The commission percentage form of /admin/settings. */
export const commissionSettingSchema = z.object({ commissionPercent: commissionPercent() });
export type CommissionSettingFormValues = z.input<typeof commissionSettingSchema>;
export type CommissionSettingData = z.output<typeof commissionSettingSchema>;

/** The admin UPI ID form of /admin/settings (text@text). */
export const adminUpiSettingSchema = z.object({ adminUpiId: upiId(ADMIN_UPI_INVALID) });
export type AdminUpiSettingFormValues = z.input<typeof adminUpiSettingSchema>;
export type AdminUpiSettingData = z.output<typeof adminUpiSettingSchema>;

/**
 * The rule for the `value` of a setting body (PUT /api/admin/global-settings/{key} and POST with a
 * key), so the BFF checks the stored text with the same rule and messages as the form.
 */
export const globalSettingValueRules = {
  GLOBAL_COMMISSION_PERCENT: commissionPercent(),
  ADMIN_UPI: upiId(ADMIN_UPI_INVALID),
} satisfies Record<GlobalSettingKey, z.ZodType>;
