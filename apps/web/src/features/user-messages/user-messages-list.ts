import { MESSAGE_KINDS, MESSAGE_READ_STATES, message, messageFilterSchema } from '@portal/contract';
import { choiceFilter } from '../../shared/list/filter-codecs';
import { defineList, listReads } from '../../shared/list/list-definition';
import type { ListScreen } from '../../shared/list/use-list-screen';

/** The user messages' data: one list of notices and alerts, its read and kind filters in the address. */
export const USER_MESSAGES_LIST = defineList({
  id: 'user-messages',
  operation: message.getList,
  filterSchema: messageFilterSchema,
  defaultPageSize: 10,
  filters: {
    read: choiceFilter(MESSAGE_READ_STATES),
    kind: choiceFilter(MESSAGE_KINDS),
  },
});

export type UserMessagesScreen = ListScreen<
  typeof USER_MESSAGES_LIST.operation,
  typeof USER_MESSAGES_LIST.filterSchema,
  typeof USER_MESSAGES_LIST.filters
>;

/** What the page shows first (the rows of its address), fetched ahead on a reload. */
export const userMessagesReads = listReads(USER_MESSAGES_LIST);
