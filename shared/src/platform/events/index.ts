export { createEventBus, InvalidEventPayloadError, type EventBus, type EventBusOptions, type EventHandler } from './bus';
export { EVENT_MAP_VERSION, eventKeeping, eventSchemas, type EventKeeping, type EventName, type EventPayload } from './event-map';
