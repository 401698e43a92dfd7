import { toast } from '@chess-portal/portal-kit';

/** Copies text; product.md §8 'Failed to copy' / 'Could not copy to clipboard' when the browser refuses. */
export async function copyText(text: string, success: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error('Failed to copy', { description: 'Could not copy to clipboard' });
  }
}

/** Saves text as a .txt download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** product.md §2: the tournament name lowercased, non-alphanumerics replaced by '_', plus _approved_players.txt. */
export const approvedFileName = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}_approved_players.txt`;
