import { useRef, useState } from 'react';

/**
 * A shared link's Copy button: the link goes to the clipboard, or, where the clipboard is refused (an older browser, a
 * page not in focus), it is selected in its read-only field (`field`) to copy by hand. `copied` says which happened.
 */
export function useCopyLink() {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied('The link is selected: copy it with your device’s copy command.');
    }
  };
  return { field, copied, copy };
}
