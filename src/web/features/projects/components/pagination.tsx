// The lists' pagination is shared (the lead list uses it too); kept here so the project lists' imports stand.
export { Pagination } from '@web/components/ui/pagination';
