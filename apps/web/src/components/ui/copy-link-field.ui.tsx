import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useRef, useState, type ReactNode } from 'react';
import './copy-link-field.css';

/**
 * A shared link in a read-only field with its Copy button: the link goes to the clipboard, or, where the clipboard is
 * refused (an older browser, a page not in focus), it is selected in the field to copy by hand; a status line says
 * which. `before`: buttons shown ahead of Copy (a phone's Share), which then steps back to a soft button.
 */
export function CopyLinkField({
  id,
  label,
  url,
  before,
}: {
  id: string;
  label: string;
  url: string;
  before?: ReactNode;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied('The link is selected: copy it with your device’s copy command.');
    }
  };
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Flex gap="2" wrap="wrap">
        <TextField.Root
          ref={field}
          id={id}
          className="copy-link-field"
          size="3"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        {before}
        <Button type="button" size="3" variant={before ? 'soft' : 'solid'} onClick={() => void copy()}>
          Copy link
        </Button>
      </Flex>
      {copied && (
        <Text size="2" role="status">
          {copied}
        </Text>
      )}
    </Flex>
  );
}
