import { toast } from '../toast';
import { Button, type ButtonProps } from './button';

/** Copies text to the clipboard; product.md §8 'Failed to copy' / 'Could not copy to clipboard' when refused. */
export async function copyToClipboard(text: string, copied: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
    return true;
  } catch {
    toast.error('Failed to copy', { description: 'Could not copy to clipboard' });
    return false;
  }
}

export type CopyButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** what is copied */
  text: string;
  /** the toast after copying, e.g. 'UPI ID copied' */
  copied: string;
};

/** A button that copies `text` (a UPI id, an amount) and says so. */
export function CopyButton({ text, copied, children, variant = 'outline', ...rest }: CopyButtonProps) {
  return (
    <Button variant={variant} onClick={() => void copyToClipboard(text, copied)} {...rest}>
      {children}
    </Button>
  );
}
