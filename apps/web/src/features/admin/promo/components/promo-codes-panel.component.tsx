import { Badge, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { promoPeriod, type PromoCode } from '@app/contracts';
import { formatUsd } from '@app/pricing';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.ui';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useToast } from '@/components/ui/toast';
import { useDeletePromoCode, usePromoCodes } from '@/features/admin/promo/api/promo-codes.api';
import { calendarDate } from '@/features/admin/shared/components/admin-format';
import { PromoFormDialog } from './promo-form-dialog.component';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';

/**
 * What the code does today (the business's today): switched off first, as the server refuses it, then its dates
 * (promoPeriod, the server's own reading).
 */
function promoBadge(promo: PromoCode, today: string): { text: string; color: 'green' | 'gray' | 'blue' | 'red' } {
  if (!promo.isActive) return { text: 'Inactive', color: 'gray' };
  const period = promoPeriod(promo, today);
  if (period === 'scheduled') return { text: 'Scheduled', color: 'blue' };
  if (period === 'expired') return { text: 'Expired', color: 'red' };
  return { text: 'Active', color: 'green' };
}

const discountText = (p: PromoCode) =>
  p.discountType === 'percentage' ? `${p.discountValue}%` : formatUsd(Math.round(p.discountValue * 100));

function PromoBadge({ promo, today }: { promo: PromoCode; today: string }) {
  const { text, color } = promoBadge(promo, today);
  return (
    <Badge color={color} highContrast>
      {text}
    </Badge>
  );
}

function DeletePromo({ promo }: { promo: PromoCode }) {
  const remove = useDeletePromoCode();
  const { toast } = useToast();
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" color="red" aria-label={`Delete ${promo.code}`}>
          Delete
        </Button>
      }
      title={`Delete ${promo.code}?`}
      description="The code stops working at once. Bookings that already used it keep their discount."
      action="Delete"
      color="red"
      onConfirm={() =>
        remove.mutate(promo.id, {
          onSuccess: () => toast({ title: 'Promo code deleted', description: promo.code }),
          onError: (error) =>
            toast({ title: 'Promo code not deleted', description: error.message, variant: 'destructive' }),
        })
      }
    />
  );
}

/** docs/product/pages.md#routes promo code management: the table with usage against the limit, add, edit and delete. */
export function PromoCodesPanel({ today }: { today: string }) {
  const { data, isPending, isError } = usePromoCodes();
  // null: the add form; a promo: its edit form; undefined: no form open.
  const [editing, setEditing] = useState<PromoCode | null | undefined>(undefined);

  return (
    <section aria-labelledby="promo-heading">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id="promo-heading">
          Promo codes
        </Heading>
        <Button onClick={() => setEditing(null)}>
          <PlusIcon aria-hidden /> Add promo code
        </Button>
      </Flex>
      {isPending ? (
        <AdminListSkeleton text="Loading promo codes..." />
      ) : isError ? (
        <ErrorState text="Failed to load promo codes. Please try again later." />
      ) : !data.length ? (
        <EmptyState title="No promo codes yet." hint="Add one to offer a discount." />
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Code</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Discount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Used</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Per user</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Valid</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((promo) => (
              <Table.Row key={promo.id}>
                <Table.RowHeaderCell>
                  <Text weight="bold">{promo.code}</Text>
                  {promo.description && (
                    <Text as="div" size="1" color="gray">
                      {promo.description}
                    </Text>
                  )}
                </Table.RowHeaderCell>
                <Table.Cell>{discountText(promo)}</Table.Cell>
                <Table.Cell>
                  {promo.usageCount} / {promo.usageLimit}
                </Table.Cell>
                <Table.Cell>{promo.userUsageLimit}</Table.Cell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>
                  {calendarDate(promo.startDate)} – {promo.expiresAt ? calendarDate(promo.expiresAt) : 'no end'}
                </Table.Cell>
                <Table.Cell>
                  <PromoBadge promo={promo} today={today} />
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    <Button size="1" variant="soft" onClick={() => setEditing(promo)} aria-label={`Edit ${promo.code}`}>
                      Edit
                    </Button>
                    <DeletePromo promo={promo} />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing !== undefined && <PromoFormDialog promo={editing} today={today} onDone={() => setEditing(undefined)} />}
    </section>
  );
}
