/** Where an order's detail and a refund record's detail open. */
export const orderDetailPath = (id: string) => `/sales/order_detail?id=${encodeURIComponent(id)}`;
export const refundDetailPath = (id: string) => `/sales/refund_order_detail?id=${encodeURIComponent(id)}`;
