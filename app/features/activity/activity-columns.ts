/**
 * The columns an activity event is shown from: its stored English (older rows) or its keys and
 * parameters (ADR 0076, 0082), who did it and when. The firm's matter page and the workspace API
 * select these, and the API adds where the event belongs.
 */
export const shownActivityColumns = [
  "id",
  "event_type",
  "title",
  "title_key",
  "title_params",
  "description",
  "description_key",
  "description_params",
  "actor_type",
  "event_date",
] as const;
