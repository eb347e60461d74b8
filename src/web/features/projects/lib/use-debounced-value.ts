// Shared by every search field that asks the server (the lead list too); kept here so the imports stand.
export { useDebouncedValue } from '@web/lib/use-debounced-value';
