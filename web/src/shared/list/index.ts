export { ColumnChooser } from "./ColumnChooser";
export { DataTable, type DataColumn } from "./DataTable";
export { ListPagination } from "./ListPagination";
export { ListToolbar } from "./ListToolbar";
export { RowActions } from "./RowActions";
export { DEFAULT_PAGE_SIZE, activeFilters } from "./list-state";
export { useColumnVisibility } from "./use-column-visibility";
export { useListParams } from "./use-list-params";
