import { z } from './zod';

/**
 * Time control text 'minutes+increment' (product.md §3 tournaments.timeControl), e.g. '10+0' or '90+30'.
 * A bare number of minutes means no increment ('15' → '15+0'). Minutes and increment follow the
 * organizer form's clock rules (1–180 minutes, 0–180 seconds) so an edited time control can be
 * split into clock_limit and clock_increment that the organizer API accepts.
 */
export const TIME_CONTROL_SHAPE = 'Time control must be minutes+increment, e.g. 10+0';
export const TIME_CONTROL_MINUTES = 'Time control minutes must be between 1 and 180';
export const TIME_CONTROL_INCREMENT = 'Time control increment must be between 0 and 180 seconds';

const TIME_CONTROL = /^(\d{1,4})\s*(?:\+\s*(\d{1,4}))?$/;

/** Splits 'minutes+increment'; a missing or unreadable part takes the product.md §5 defaults 10 and 0. */
export function splitTimeControl(timeControl: string): { clockLimit: number; clockIncrement: number } {
  const [minutes, increment] = timeControl.split('+').map((part) => part.trim());
  const clockLimit = /^\d+$/.test(minutes ?? '') ? Number(minutes) : 10;
  const clockIncrement = /^\d+$/.test(increment ?? '') ? Number(increment) : 0;
  return { clockLimit, clockIncrement };
}

/** A required time control; `required` is the message for an empty field. Output is 'M+I'. */
export function timeControl(required: string) {
  return z
    .string({ error: TIME_CONTROL_SHAPE })
    .nullish()
    .transform((value, ctx): string => {
      const text = (value ?? '').trim();
      const m = TIME_CONTROL.exec(text);
      const minutes = Number(m?.[1]);
      const increment = Number(m?.[2] ?? 0);
      let problem: string | undefined;
      if (text === '') problem = required;
      else if (!m) problem = TIME_CONTROL_SHAPE;
      else if (minutes < 1 || minutes > 180) problem = TIME_CONTROL_MINUTES;
      else if (increment > 180) problem = TIME_CONTROL_INCREMENT;
      if (!problem) return `${minutes}+${increment}`;
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    });
}
