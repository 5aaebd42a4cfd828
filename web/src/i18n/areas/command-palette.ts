import type { Translation } from "../define-messages";

/** The command palette (Ctrl+K / ⌘K) and its header button (docs/foundation-contract.md section 4, Search). */
export const commandPaletteEn = {
  "palette.open": "Jump to",
  "palette.openHint": "Search screens, orders, trips, coupons and users ({shortcut})",
  "palette.title": "Search the console",
  "palette.placeholder": "Screen, order number, trip, coupon code or user",
  "palette.results": "Results",
  "palette.recent": "Recently opened",
  "palette.screens": "Screens",
  "palette.orders": "Orders",
  "palette.trips": "Trips",
  "palette.coupons": "Coupons",
  "palette.users": "Users",
  "palette.searching": "Searching…",
  "palette.found": "{count, plural, =0 {No results} one {# result} other {# results}}",
  "palette.nothingFound": "Nothing found for “{text}”",
  "palette.startTyping":
    "Type the name of a screen, an order number, a trip's name or code, a coupon code or a user's name.",
  "palette.failed": "The search failed. Please try again.",
  "palette.navigateHint": "↑ ↓ to move, Enter to open, Esc to close",
};

export const commandPaletteZh: Translation<typeof commandPaletteEn> = {
  "palette.open": "快速跳转",
  "palette.openHint": "搜索页面、订单、行程、优惠券和用户（{shortcut}）",
  "palette.title": "搜索控制台",
  "palette.placeholder": "页面、订单号、行程、优惠码或用户",
  "palette.results": "结果",
  "palette.recent": "最近打开",
  "palette.screens": "页面",
  "palette.orders": "订单",
  "palette.trips": "行程",
  "palette.coupons": "优惠券",
  "palette.users": "用户",
  "palette.searching": "正在搜索…",
  "palette.found": "{count, plural, =0 {没有结果} other {# 个结果}}",
  "palette.nothingFound": "没有找到与“{text}”相关的内容",
  "palette.startTyping": "输入页面名称、订单号、行程名称或编号、优惠码或用户姓名。",
  "palette.failed": "搜索失败，请重试。",
  "palette.navigateHint": "↑ ↓ 移动，Enter 打开，Esc 关闭",
};
