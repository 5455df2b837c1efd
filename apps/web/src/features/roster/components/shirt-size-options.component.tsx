import { Select } from '@/components/ui/themed-parts.ui';
import { SHIRT_SIZES } from '@app/contracts';

/** The shirt sizes a child's size list offers (SHIRT_SIZES, in their order), for the host's rows and a family's form. */
export function ShirtSizeOptions() {
  return (
    <Select.Content position="popper">
      {SHIRT_SIZES.map((size) => (
        <Select.Item key={size.code} value={size.code}>
          {size.label}
        </Select.Item>
      ))}
    </Select.Content>
  );
}
