// An admin item's history (bookings, pros, services) in the admin area's words: the shared list from
// the design system, with this area's action names and field changes unless a screen brings its own.
import { AuditHistory as HistoryList, type AuditHistoryProps as HistoryListProps } from '../../../components/ui/audit-history.tsx';
import { changesOf, describeAction } from '../audit-descriptions.ts';

export interface AuditHistoryProps extends Omit<HistoryListProps, 'describe' | 'describeAction'> {
  /** How an entry's before and after read, for items whose fields need their own words (a service's prices). */
  describe?: HistoryListProps['describe'];
}

export function AuditHistory({ describe = changesOf, ...props }: AuditHistoryProps) {
  return <HistoryList describeAction={describeAction} describe={describe} {...props} />;
}
