export const transactionDetailPath = (id: string): string => `/sales/transaction_detail?id=${encodeURIComponent(id)}`;
