/**
 * One subscriber's view of a channel (the WebSocket transport, decision 0021): the channel's events
 * after `lastId` — all it keeps when null, as `GET /api/v1/async_event/` answers without `last_id` —
 * then each event appended later, in order and each once. Live events that arrive while the backlog is
 * read wait for it; anything not after the last delivered id is skipped, so the two never overlap.
 */
import { isAfter, MAX_EVENT_COUNT, type AsyncEvent, type AsyncEventStore } from './events.js';

export async function subscribe(
  store: AsyncEventStore,
  channelId: string,
  lastId: string | null,
  deliver: (event: AsyncEvent) => void,
): Promise<() => void> {
  let cursor = lastId;
  let waiting: AsyncEvent[] | null = [];
  const emit = (event: AsyncEvent) => {
    if (cursor !== null && !isAfter(event.id, cursor)) return;
    cursor = event.id;
    deliver(event);
  };
  // Listening starts first: nothing appended while the backlog is read falls between the two.
  const stop = await store.listen(channelId, (events) => {
    if (waiting) waiting.push(...events);
    else for (const event of events) emit(event);
  });
  try {
    for (;;) {
      const page = await store.read(channelId, cursor);
      for (const event of page) emit(event);
      if (page.length < MAX_EVENT_COUNT) break;
    }
  } catch (err) {
    stop();
    throw err;
  }
  const live = waiting;
  waiting = null;
  for (const event of live) emit(event);
  return stop;
}
