// Lichess POST bodies: application/x-www-form-urlencoded with dotted keys; booleans as true/false.

export type FormValue = string | number | boolean | Date | undefined | null;

/** Build a form; undefined and null fields are left out, Dates become epoch milliseconds. */
export function toForm(fields: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.set(key, value instanceof Date ? String(value.getTime()) : String(value));
  }
  return form;
}
