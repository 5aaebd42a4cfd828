import { defineMessages } from "../define-messages";

/**
 * Messages only the vendor API and the gateway send (the console has no rule of its own with the same text), so the
 * Chinese console can show them translated (`localizeServerMessage`). The English texts are the servers' exact
 * words: tests/web/i18n.test.ts checks each still occurs in vendor-api/src or gateway/src.
 */
export const serverMessages = defineMessages(
  {
    "server.codeExists": "The code already exists",
    "server.groupedMember": "A grouped trip cannot be part of another grouped trip",
    "server.membersNotPublished": "Both trips of a grouped trip must be published first",
    "server.groupNoLongerMatches": "Grouped trip {code} would no longer match: {mismatches}",
    "server.soldInventoryRemoved": "Sold or locked tickets exist for this date and shift",
    "server.atMostTags": "At most {max} tags",
    "server.invalidDate": "Invalid date",
    "server.invalidStatus": "Invalid status",
    "server.invalidValue": "Invalid value",
    "server.invalidId": "Invalid id",
    "server.invalidInput": "Invalid input",
    "server.notAPayment": "Not a payment of this order",
    "server.paymentNotRefundable": "This payment cannot be refunded",
    "server.notATicket": "Not a ticket of this order",
    "server.ticketNotActionable": "Only normal or checked-in tickets can be refunded",
    "server.noSuchFile": "No such file",
    "server.fileUnreadable": "The file could not be read",
  },
  {
    "server.codeExists": "编码已存在",
    "server.groupedMember": "组合行程不能作为另一个组合行程的成员",
    "server.membersNotPublished": "组合行程的两个行程须先发布",
    "server.groupNoLongerMatches": "组合行程 {code} 将不再匹配：{mismatches}",
    "server.soldInventoryRemoved": "该日期和班次已有售出或锁定的票",
    "server.atMostTags": "最多 {max} 个标签",
    "server.invalidDate": "无效日期",
    "server.invalidStatus": "无效状态",
    "server.invalidValue": "无效的值",
    "server.invalidId": "无效的 ID",
    "server.invalidInput": "输入无效",
    "server.notAPayment": "不是该订单的支付",
    "server.paymentNotRefundable": "该支付不能退款",
    "server.notATicket": "不是该订单的票",
    "server.ticketNotActionable": "只有正常或已检票的票可以退款",
    "server.noSuchFile": "文件不存在",
    "server.fileUnreadable": "无法读取该文件",
  },
);
