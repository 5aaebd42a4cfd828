/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n": typeof types.AppFooter_TenantFragmentDoc,
    "\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n": typeof types.AppFooter_ServerInfoFragmentDoc,
    "\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n": typeof types.GuideButton_InitStateFragmentDoc,
    "\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n": typeof types.UserMenu_UserFragmentDoc,
    "\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n": typeof types.WebsiteButton_TenantFragmentDoc,
    "\n  query CommandPalette($keyword: String!, $limit: Int) {\n    search(keyword: $keyword, limit: $limit) {\n      keyword\n      orders {\n        id\n        orderNumber\n        contact {\n          firstName\n          lastName\n        }\n      }\n      trips {\n        id\n        name\n        code\n      }\n      coupons {\n        id\n        code\n      }\n      users {\n        id\n        username\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.CommandPaletteDocument,
    "\n  query SetupProgress {\n    me {\n      user {\n        id\n        initialized\n      }\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n": typeof types.SetupProgressDocument,
    "\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        mustChangePassword\n        ...UserMenu_user\n      }\n      twoFactor {\n        enabled\n        required\n        ...TwoFactorModal_status\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n    mailStatus {\n      delivery\n      mailboxAvailable\n    }\n  }\n": typeof types.ShellDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  fragment TwoFactorModal_status on TwoFactorStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n": typeof types.TwoFactorModal_StatusFragmentDoc,
    "\n  fragment BankInfoForm_bankInfo on BankInfo {\n    accountHolderName\n    routingNumber {\n      isSet\n      lastFour\n    }\n    accountNumber {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n": typeof types.BankInfoForm_BankInfoFragmentDoc,
    "\n  query BankInfoScreen {\n    bankInfo {\n      ...BankInfoForm_bankInfo\n    }\n  }\n": typeof types.BankInfoScreenDocument,
    "\n  mutation SaveBankInfo($version: Int!, $input: BankInfoInput!) {\n    saveBankInfo(version: $version, input: $input) {\n      ...BankInfoForm_bankInfo\n    }\n  }\n": typeof types.SaveBankInfoDocument,
    "\n  query PayoutAccount {\n    payoutAccount {\n      id\n      detailsSubmitted\n      payoutsEnabled\n    }\n  }\n": typeof types.PayoutAccountDocument,
    "\n  fragment CompanyInfoForm_companyInfo on CompanyInfo {\n    businessType\n    companyName\n    dotNumber\n    address\n    cityId\n    cityName\n    regionId\n    timeZoneId\n    contactName\n    contactPhoneCode\n    contactPhone\n    contactEmail\n    emailVerified\n    emailVerifiedAt\n    secondaryDomain\n    timeZoneChanges {\n      fromTimeZone\n      toTimeZone\n      changedBy\n      changeTime\n    }\n    version\n    updateTime\n  }\n": typeof types.CompanyInfoForm_CompanyInfoFragmentDoc,
    "\n  query CompanyInfoScreen {\n    companyInfo {\n      ...CompanyInfoForm_companyInfo\n    }\n    regions {\n      id\n      code\n      name\n    }\n    timeZones {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CompanyInfoScreenDocument,
    "\n  mutation SaveCompanyInfo($version: Int!, $input: CompanyInfoInput!) {\n    saveCompanyInfo(version: $version, input: $input) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n": typeof types.SaveCompanyInfoDocument,
    "\n  query CityOptions($keyword: String!) {\n    cities(keyword: $keyword) {\n      id\n      name\n      state\n    }\n  }\n": typeof types.CityOptionsDocument,
    "\n  mutation SendCompanyEmailVerification {\n    sendCompanyEmailVerification {\n      sentTo\n      expiresAt\n    }\n  }\n": typeof types.SendCompanyEmailVerificationDocument,
    "\n  mutation VerifyCompanyEmail($code: String!) {\n    verifyCompanyEmail(code: $code) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n": typeof types.VerifyCompanyEmailDocument,
    "\n  fragment TaxInfoForm_taxInfo on TaxInfo {\n    taxTypeId\n    legalName\n    tin {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n": typeof types.TaxInfoForm_TaxInfoFragmentDoc,
    "\n  query TaxInfoScreen {\n    taxInfo {\n      ...TaxInfoForm_taxInfo\n    }\n    taxTypes {\n      id\n      code\n      name\n    }\n  }\n": typeof types.TaxInfoScreenDocument,
    "\n  mutation SaveTaxInfo($version: Int!, $input: TaxInfoInput!) {\n    saveTaxInfo(version: $version, input: $input) {\n      ...TaxInfoForm_taxInfo\n    }\n  }\n": typeof types.SaveTaxInfoDocument,
    "\n  query StatementDetail($month: String!) {\n    statement(month: $month) {\n      month\n      ...StatementSummaryCard_statement\n      ...StatementLinesCard_statement\n    }\n  }\n": typeof types.StatementDetailDocument,
    "\n  query StatementList($filter: StatementFilter, $page: PageInput) {\n    statements(filter: $filter, page: $page) {\n      items {\n        ...StatementRow_statement\n      }\n      total\n    }\n  }\n": typeof types.StatementListDocument,
    "\n  query StatementEntries($month: String!, $kind: StatementEntryKind, $page: PageInput) {\n    statement(month: $month) {\n      month\n      entries(kind: $kind, page: $page) {\n        items {\n          ...StatementEntryRow_entry\n        }\n        total\n      }\n    }\n  }\n": typeof types.StatementEntriesDocument,
    "\n  fragment StatementEntryRow_entry on StatementEntry {\n    kind\n    time\n    amount\n    orderId\n    orderNumber\n    refundId\n    refundNumber\n    paymentId\n  }\n": typeof types.StatementEntryRow_EntryFragmentDoc,
    "\n  fragment StatementLinesCard_statement on Statement {\n    month\n    balance\n    orderCount\n    refundCount\n    chargebackCount\n    state\n    adjustments {\n      month\n      amount\n    }\n    lines {\n      ...StatementLines_lines\n    }\n    rates {\n      cardRate\n      cardFixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n": typeof types.StatementLinesCard_StatementFragmentDoc,
    "\n  fragment StatementLines_lines on StatementLines {\n    order\n    refund\n    chargeback\n    chargebackFee\n    processingFee\n    commission\n    subscriptionFee\n  }\n": typeof types.StatementLines_LinesFragmentDoc,
    "\n  fragment StatementSummaryCard_statement on Statement {\n    month\n    state\n    open\n    paidAt\n    balance\n  }\n": typeof types.StatementSummaryCard_StatementFragmentDoc,
    "\n  fragment StatementRow_statement on StatementSummary {\n    # A month is the statement's identity; the shared list keys its rows by id.\n    id: month\n    month\n    state\n    open\n    paidAt\n    balance\n    lines {\n      ...StatementLines_lines\n    }\n  }\n": typeof types.StatementRow_StatementFragmentDoc,
    "\n  query CouponRedemptions($id: ID!, $page: PageInput) {\n    coupon(id: $id) {\n      id\n      usedCount\n      discountGiven\n      redemptions(page: $page) {\n        items {\n          orderId\n          orderNumber\n          code\n          customerName\n          createTime\n          discount\n          payAmount\n        }\n        total\n      }\n    }\n  }\n": typeof types.CouponRedemptionsDocument,
    "\n  query CouponTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      customPrices {\n        name\n      }\n      passengerPrices {\n        adult\n        child\n        elder\n        infant\n      }\n    }\n  }\n": typeof types.CouponTripDocument,
    "\n  query CouponGeneration($couponId: ID!) {\n    couponJobs(filter: { couponId: $couponId }, page: { number: 1, size: 1 }) {\n      items {\n        id\n        couponCode\n        requested\n        generated\n        state\n        errorMessage\n      }\n    }\n  }\n": typeof types.CouponGenerationDocument,
    "\n  subscription CouponGenerationChanged($couponId: ID!) {\n    couponJobChanged(couponId: $couponId) {\n      id\n      generated\n      state\n      eventType\n    }\n  }\n": typeof types.CouponGenerationChangedDocument,
    "\n  fragment CouponRow_couponSummary on CouponSummary {\n    id\n    code\n    codeType\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    count\n    startDate\n    endDate\n    userLimit\n    note\n    state\n    status\n    generatedCount\n    usedCount\n    discountGiven\n    version\n  }\n": typeof types.CouponRow_CouponSummaryFragmentDoc,
    "\n  fragment CouponJobRow_couponJob on CouponJob {\n    id\n    couponId\n    couponCode\n    requested\n    generated\n    state\n    errorMessage\n    createTime\n    finishTime\n    creator\n  }\n": typeof types.CouponJobRow_CouponJobFragmentDoc,
    "\n  fragment CouponUsageRow_couponUsage on CouponUsage {\n    id\n    code\n    orderId\n    orderNumber\n    customerName\n    useTime\n    discount\n    orderAmount\n    payAmount\n  }\n": typeof types.CouponUsageRow_CouponUsageFragmentDoc,
    "\n  fragment CouponForm_coupon on Coupon {\n    id\n    codeType\n    code\n    count\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    startDate\n    endDate\n    userLimit\n    channel\n    userType\n    emailSuffixLimit\n    emailSuffix\n    fullPriceLimit\n    category\n    tripIds\n    priceOptions\n    note\n    generatedCount\n    version\n  }\n": typeof types.CouponForm_CouponFragmentDoc,
    "\n  query EditCoupon($id: ID!) {\n    coupon(id: $id) {\n      ...CouponForm_coupon\n    }\n  }\n": typeof types.EditCouponDocument,
    "\n  mutation CreateCoupon($input: CouponInput!, $requestId: ID) {\n    createCoupon(input: $input, requestId: $requestId) {\n      ...CouponForm_coupon\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, version: $version, input: $input) {\n      ...CouponForm_coupon\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  query CouponHistory($filter: CouponJobFilter, $page: PageInput) {\n    couponJobs(filter: $filter, page: $page) {\n      items {\n        ...CouponJobRow_couponJob\n      }\n      total\n    }\n  }\n": typeof types.CouponHistoryDocument,
    "\n  mutation RetryCouponJob($id: ID!) {\n    retryCouponJob(id: $id) {\n      ...CouponJobRow_couponJob\n    }\n  }\n": typeof types.RetryCouponJobDocument,
    "\n  query CouponList($filter: CouponFilter, $page: PageInput) {\n    coupons(filter: $filter, page: $page) {\n      items {\n        ...CouponRow_couponSummary\n      }\n      total\n    }\n  }\n": typeof types.CouponListDocument,
    "\n  mutation SetCouponState($id: ID!, $version: Int!, $enabled: Boolean!) {\n    setCouponState(id: $id, version: $version, enabled: $enabled) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.SetCouponStateDocument,
    "\n  query CouponUsage($id: ID!, $filter: CouponUsageFilter, $page: PageInput) {\n    couponUsage(id: $id, filter: $filter, page: $page) {\n      items {\n        ...CouponUsageRow_couponUsage\n      }\n      total\n    }\n  }\n": typeof types.CouponUsageDocument,
    "\n  query CouponUsageSummary($id: ID!) {\n    couponUsage(id: $id, page: { number: 1, size: 1 }) {\n      summary {\n        code\n        codeType\n        issued\n        used\n        unused\n        uses\n        discountGiven\n      }\n    }\n  }\n": typeof types.CouponUsageSummaryDocument,
    "\n  query IncomeReport($input: ReportRangeInput!, $comparison: ReportComparisonInput) {\n    incomeReport(input: $input, comparison: $comparison) {\n      dateFrom\n      dateTo\n      groupBy\n      compareWith\n      previousDateFrom\n      previousDateTo\n      current {\n        ...FigureCards_figures\n      }\n      previous {\n        ...FigureCards_figures\n      }\n      series {\n        periodStart\n        gross\n        refunds\n        chargebacks\n        net\n        orders\n        tickets\n      }\n      byPaymentMethod {\n        paymentType\n        amount\n        count\n      }\n      byChannel {\n        channelId\n        channelName\n        gross\n        orders\n      }\n    }\n  }\n": typeof types.IncomeReportDocument,
    "\n  fragment FigureCards_figures on ReportFigures {\n    gross\n    refunds\n    chargebacks\n    net\n    orders\n    tickets\n    averageOrderValue\n  }\n": typeof types.FigureCards_FiguresFragmentDoc,
    "\n  query TripDetailReport($tripId: ID!, $input: ReportRangeInput!, $countBy: ReportCountBasis) {\n    tripDetailReport(tripId: $tripId, input: $input, countBy: $countBy) {\n      trip {\n        id\n        code\n        name\n      }\n      rows {\n        date\n        shift\n        capacity\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n      totals {\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n    }\n  }\n": typeof types.TripDetailReportDocument,
    "\n  query TripReport(\n    $input: ReportRangeInput!\n    $page: PageInput\n    $sort: TripReportSortInput\n    $countBy: ReportCountBasis\n  ) {\n    tripReport(input: $input, page: $page, sort: $sort, countBy: $countBy) {\n      items {\n        ...TripReportRow_row\n      }\n      total\n    }\n  }\n": typeof types.TripReportDocument,
    "\n  fragment TripReportRow_row on TripReportRow {\n    id: tripId\n    tripCode\n    tripName\n    tickets\n    revenue\n    refundedTickets\n    refunds\n  }\n": typeof types.TripReportRow_RowFragmentDoc,
    "\n  query OrderAddTrips {\n    bookableTrips {\n      id\n      code\n      name\n    }\n  }\n": typeof types.OrderAddTripsDocument,
    "\n  query OrderAddDeparture($tripId: ID!, $date: String!) {\n    bookingDeparture(tripId: $tripId, date: $date) {\n      trip {\n        id\n        inventoryType\n      }\n      available\n      shifts {\n        name\n        capacity\n        available\n      }\n      options {\n        name\n        passengerType\n        price\n      }\n    }\n  }\n": typeof types.OrderAddDepartureDocument,
    "\n  query OrderAddQuote($input: BookingQuoteInput!) {\n    bookingQuote(input: $input) {\n      lines {\n        option\n        quantity\n        amount\n      }\n      subtotal\n      discount\n      couponCode\n      bookingFee\n      due\n    }\n  }\n": typeof types.OrderAddQuoteDocument,
    "\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      id\n      orderNumber\n      state\n      totalAmount\n      couponCode\n      payments {\n        paymentType\n        payStatus\n        amount\n      }\n      contact {\n        firstName\n        lastName\n        email\n      }\n      tickets {\n        ticketNumber\n        option\n      }\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      state\n      ...OrderInfoSection_order\n      ...OrderAmountsSection_order\n      ...OrderLinesSection_order\n      ...PaymentsSection_order\n      ...TicketsSection_order\n      ...RefundRecordsSection_order\n      ...OrderHistorySection_order\n      ...RefundDialog_order\n      ...RecordPaymentDialog_order\n      ...CancelTicketsDialog_order\n      ...MoveTicketsDialog_order\n      ...ContactDialog_order\n      ...OrderNotesSection_order\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  query OrderList($filter: OrderFilter, $page: PageInput, $sort: OrderSort) {\n    orders(filter: $filter, page: $page, sort: $sort) {\n      items {\n        ...OrderRow_order\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n": typeof types.OrderListDocument,
    "\n  subscription OrderListChanged {\n    orderChanged {\n      id\n    }\n  }\n": typeof types.OrderListChangedDocument,
    "\n  query ChannelOptions {\n    me {\n      tenant {\n        tid\n        channels {\n          id\n          key\n        }\n      }\n    }\n  }\n": typeof types.ChannelOptionsDocument,
    "\n  fragment CancelTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n    }\n  }\n": typeof types.CancelTicketsDialog_OrderFragmentDoc,
    "\n  query CancelOrderQuote($orderId: ID!, $ticketIds: [ID!]!) {\n    cancelOrderQuote(orderId: $orderId, ticketIds: $ticketIds) {\n      paid\n      charge\n      refund\n      cancelsOrder\n      totalAfter\n      balanceAfter\n      refunds {\n        paymentId\n        paymentType\n        amount\n        settledAtOnce\n      }\n    }\n  }\n": typeof types.CancelOrderQuoteDocument,
    "\n  mutation CancelOrderTickets($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {\n    cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.CancelOrderTicketsDocument,
    "\n  fragment ContactDialog_order on Order {\n    id\n    orderNumber\n    version\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n    tickets {\n      id\n      ticketNumber\n      passengerName\n    }\n  }\n": typeof types.ContactDialog_OrderFragmentDoc,
    "\n  mutation UpdateOrderContact($id: ID!, $version: Int!, $input: OrderContactInput!) {\n    updateOrderContact(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateOrderContactDocument,
    "\n  fragment MoveTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      status\n      date\n      shift\n      tripId\n      tripName\n      option\n    }\n  }\n": typeof types.MoveTicketsDialog_OrderFragmentDoc,
    "\n  query MoveOrderTicketsQuote(\n    $orderId: ID!\n    $ticketIds: [ID!]!\n    $date: String!\n    $shift: String\n    $tripId: ID\n    $priceMode: MovePriceMode\n    $options: [OrderMoveTicketOptionInput!]\n  ) {\n    moveOrderTicketsQuote(\n      orderId: $orderId\n      ticketIds: $ticketIds\n      date: $date\n      shift: $shift\n      tripId: $tripId\n      priceMode: $priceMode\n      options: $options\n    ) {\n      fee\n      feeType\n      difference\n      collectedNow\n      cashNow\n      refund\n      seatsLeft\n      movable\n      shifts {\n        name\n        available\n      }\n      options {\n        name\n        price\n      }\n    }\n  }\n": typeof types.MoveOrderTicketsQuoteDocument,
    "\n  mutation MoveOrderTickets($orderId: ID!, $version: Int!, $input: OrderMoveInput!) {\n    moveOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.MoveOrderTicketsDocument,
    "\n  query MoveOrderTargetTrips {\n    moveOrderTargetTrips {\n      id\n      name\n    }\n  }\n": typeof types.MoveOrderTargetTripsDocument,
    "\n  fragment OrderAmountsSection_order on Order {\n    state\n    totalAmount\n    payAmount\n    balance\n    refundedAmount\n    bookingFee\n    rescheduleFee\n    differencePrice\n    couponCode\n  }\n": typeof types.OrderAmountsSection_OrderFragmentDoc,
    "\n  fragment OrderHistorySection_order on Order {\n    history {\n      id\n      action\n      detail\n      amount\n      ticketNumbers\n      ticketCount\n      channelName\n      paymentType\n      errorCode\n      chargebackStatus\n      refundNumber\n      note\n      email\n      subject\n      holdDays\n      operatorName\n      createTime\n    }\n  }\n": typeof types.OrderHistorySection_OrderFragmentDoc,
    "\n  fragment OrderInfoSection_order on Order {\n    orderNumber\n    state\n    stateCode\n    type\n    channelName\n    creator\n    createTime\n    payTime\n    completeTime\n    orderDate\n    transactionId\n    buyerId\n    addition\n    youthAgreement\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n": typeof types.OrderInfoSection_OrderFragmentDoc,
    "\n  fragment OrderLinesSection_order on Order {\n    lines {\n      id\n      tripCode\n      tripName\n      date\n      shift\n      option\n      quantity\n      unitPrice\n      amount\n    }\n  }\n": typeof types.OrderLinesSection_OrderFragmentDoc,
    "\n  fragment OrderNotesSection_order on Order {\n    id\n    notes {\n      id\n      text\n      authorName\n      createTime\n    }\n  }\n": typeof types.OrderNotesSection_OrderFragmentDoc,
    "\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n    }\n  }\n": typeof types.AddOrderNoteDocument,
    "\n  fragment PaymentDetails_payment on Payment {\n    id\n    paymentType\n    account\n    transactionId\n    authCode\n    avsCode\n    cardBank\n    cardType\n    cardNumber\n    cardMonth\n    cardYear\n    dealStatus\n    errorCode\n    errorMsg\n    riskScore\n    maxmindScore\n    chargeBackAmount\n    chargeBackStatus\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    ip\n    userAgent\n    payTime\n    createTime\n  }\n": typeof types.PaymentDetails_PaymentFragmentDoc,
    "\n  fragment PaymentsSection_order on Order {\n    payments {\n      id\n      paymentType\n      amount\n      payStatus\n      ...PaymentDetails_payment\n    }\n  }\n": typeof types.PaymentsSection_OrderFragmentDoc,
    "\n  fragment RecordPaymentDialog_order on Order {\n    id\n    version\n    orderNumber\n    totalAmount\n    balance\n    createTime\n  }\n": typeof types.RecordPaymentDialog_OrderFragmentDoc,
    "\n  mutation RecordOrderPayment($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {\n    recordOrderPayment(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      balance\n    }\n  }\n": typeof types.RecordOrderPaymentDocument,
    "\n  fragment RefundDialog_order on Order {\n    id\n    orderNumber\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n      actionable\n      price\n    }\n    payments {\n      id\n      paymentType\n      amount\n      refundableAmount\n      refundPayType\n      cardNumber\n      account\n    }\n  }\n": typeof types.RefundDialog_OrderFragmentDoc,
    "\n  mutation CreateRefund($input: CreateRefundInput!) {\n    createRefund(input: $input) {\n      id\n      refundNumber\n      state\n    }\n  }\n": typeof types.CreateRefundDocument,
    "\n  fragment RefundRecordsSection_order on Order {\n    refunds {\n      id\n      refundNumber\n      state\n      amount\n      fee\n      payType\n      ticketCodes\n      applyPersonName\n      createTime\n    }\n  }\n": typeof types.RefundRecordsSection_OrderFragmentDoc,
    "\n  mutation ResendOrderConfirmation($id: ID!) {\n    resendOrderConfirmation(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n": typeof types.ResendOrderConfirmationDocument,
    "\n  fragment TicketsSection_order on Order {\n    tickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      checkedBy\n      checkTime\n    }\n  }\n": typeof types.TicketsSection_OrderFragmentDoc,
    "\n  query OrderJobPreview($kind: OrderJobKind!, $selection: OrderSelectionInput!) {\n    orderJobPreview(kind: $kind, selection: $selection) {\n      total\n      eligible\n      refund\n    }\n  }\n": typeof types.OrderJobPreviewDocument,
    "\n  query DepartureCancelPreview($departure: DepartureInput!) {\n    departureCancelPreview(departure: $departure) {\n      total\n      eligible\n      refund\n    }\n  }\n": typeof types.DepartureCancelPreviewDocument,
    "\n  fragment OrderJobSummary_job on OrderJob {\n    id\n    kind\n    state\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    subject\n    departure {\n      tripId\n      tripName\n      date\n      shift\n    }\n    creator\n    createdAt\n    finishedAt\n  }\n": typeof types.OrderJobSummary_JobFragmentDoc,
    "\n  mutation StartOrderJob($input: StartOrderJobInput!) {\n    startOrderJob(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n": typeof types.StartOrderJobDocument,
    "\n  mutation CancelDeparture($input: CancelDepartureInput!) {\n    cancelDeparture(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n": typeof types.CancelDepartureDocument,
    "\n  query OrderJob($id: ID!, $withItems: Boolean!, $itemsPage: PageInput) {\n    orderJob(id: $id) {\n      ...OrderJobSummary_job\n      failedItems: items(state: FAILED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n      skippedItems: items(state: SKIPPED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n    }\n  }\n": typeof types.OrderJobDocument,
    "\n  fragment OrderJobItem_item on OrderJobItem {\n    orderId\n    orderNumber\n    state\n    reason\n    reasonKey\n  }\n": typeof types.OrderJobItem_ItemFragmentDoc,
    "\n  query OrderJobs($page: PageInput) {\n    orderJobs(page: $page) {\n      items {\n        ...OrderJobSummary_job\n      }\n      total\n    }\n  }\n": typeof types.OrderJobsDocument,
    "\n  fragment OrderRow_order on OrderSummary {\n    id\n    orderNumber\n    state\n    completeTime\n    totalAmount\n    paymentTypes\n    cardLast4\n    tripNames\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n": typeof types.OrderRow_OrderFragmentDoc,
    "\n  query RefundOrderDetail($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      refundNumber\n      orderId\n      payType\n      ...RefundSummary_refund\n      ...RefundTickets_refund\n      ...RefundPayment_refund\n      ...RefundLogs_refund\n      ...RefundActions_refund\n    }\n  }\n": typeof types.RefundOrderDetailDocument,
    "\n  query RefundOrderList($filter: RefundFilter, $page: PageInput) {\n    refundOrders(filter: $filter, page: $page) {\n      items {\n        ...RefundOrderRow_refundOrder\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n": typeof types.RefundOrderListDocument,
    "\n  subscription RefundOrderListChanged {\n    refundOrderChanged {\n      id\n    }\n  }\n": typeof types.RefundOrderListChangedDocument,
    "\n  mutation CompleteRefund($id: ID!, $version: Int!, $note: String) {\n    completeRefund(id: $id, version: $version, note: $note) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.CompleteRefundDocument,
    "\n  fragment RefundActions_refund on RefundOrder {\n    id\n    refundNumber\n    amount\n    state\n    version\n  }\n": typeof types.RefundActions_RefundFragmentDoc,
    "\n  mutation ApproveRefund($id: ID!, $version: Int!) {\n    approveRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.ApproveRefundDocument,
    "\n  mutation RejectRefund($id: ID!, $version: Int!) {\n    rejectRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.RejectRefundDocument,
    "\n  fragment RefundLogs_refund on RefundOrder {\n    logs {\n      id\n      action\n      toState\n      operatorName\n      note\n      createTime\n    }\n  }\n": typeof types.RefundLogs_RefundFragmentDoc,
    "\n  fragment RefundPayment_refund on RefundOrder {\n    payType\n    payAccount\n    transactionId\n    paymentId\n    payments {\n      id\n      amount\n      refundedAmount\n      refundPendingAmount\n    }\n  }\n": typeof types.RefundPayment_RefundFragmentDoc,
    "\n  fragment RefundSummary_refund on RefundOrder {\n    refundNumber\n    state\n    orderId\n    orderNumber\n    contactFirstName\n    contactLastName\n    applyPersonName\n    createTime\n    amount\n    fee\n    checkFee\n    reason\n    checkBy\n    checkTime\n    completeBy\n    completeTime\n    remarks\n  }\n": typeof types.RefundSummary_RefundFragmentDoc,
    "\n  fragment RefundTickets_refund on RefundOrder {\n    fee\n    feeDetails {\n      ticketId\n      price\n      fee\n    }\n    refundTickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      previousStatus\n    }\n  }\n": typeof types.RefundTickets_RefundFragmentDoc,
    "\n  fragment RefundOrderRow_refundOrder on RefundOrderSummary {\n    id\n    refundNumber\n    orderId\n    orderNumber\n    amount\n    applyPersonName\n    createTime\n    state\n  }\n": typeof types.RefundOrderRow_RefundOrderFragmentDoc,
    "\n  query TransactionDetail($id: ID!) {\n    transaction(id: $id) {\n      id\n      transactionId\n      orderId\n      ...TransactionFacts_transaction\n    }\n  }\n": typeof types.TransactionDetailDocument,
    "\n  query TransactionList($filter: TransactionFilter, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      items {\n        ...TransactionRow_transaction\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n": typeof types.TransactionListDocument,
    "\n  fragment TransactionFacts_transaction on Transaction {\n    id\n    transactionId\n    paymentType\n    amount\n    payStatus\n    dealStatus\n    payTime\n    createTime\n    authCode\n    avsCode\n    errorCode\n    errorMsg\n    cardNumber\n    cardType\n    cardBank\n    cardMonth\n    cardYear\n    paypalAccount\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    chargeBackAmount\n    chargeBackStatus\n    riskScore\n    maxmindScore\n    ip\n    userAgent\n    orderId\n    orderNumber\n    customerName\n    contactEmail\n    channelName\n  }\n": typeof types.TransactionFacts_TransactionFragmentDoc,
    "\n  fragment TransactionRow_transaction on TransactionSummary {\n    id\n    createTime\n    transactionId\n    authCode\n    orderId\n    orderNumber\n    cardNumber\n    paypalAccount\n    customerName\n    amount\n    errorCode\n    errorMsg\n    channelName\n    payStatus\n    chargeBackStatus\n    chargeBackAmount\n  }\n": typeof types.TransactionRow_TransactionFragmentDoc,
    "\n  fragment ReceiverForm_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n    createTime\n  }\n": typeof types.ReceiverForm_EmailReceiverFragmentDoc,
    "\n  query EditReceiver($id: ID!) {\n    emailReceiver(id: $id) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n": typeof types.EditReceiverDocument,
    "\n  mutation SaveEmailReceiver($id: ID, $version: Int, $input: EmailReceiverInput!) {\n    saveEmailReceiver(id: $id, version: $version, input: $input) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n": typeof types.SaveEmailReceiverDocument,
    "\n  query ApiTokens($page: PageInput) {\n    apiTokens(page: $page) {\n      items {\n        ...ApiTokenRow_apiToken\n      }\n      total\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query ApiTokenGrantableRoles {\n    apiTokenGrantableRoles {\n      id\n      name\n    }\n  }\n": typeof types.ApiTokenGrantableRolesDocument,
    "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_apiToken\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  fragment ApiTokenRow_apiToken on ApiToken {\n    id\n    name\n    prefix\n    roles {\n      id\n      name\n    }\n    createdBy\n    createTime\n    expiresAt\n    lastUsedAt\n    lastUsedAddress\n  }\n": typeof types.ApiTokenRow_ApiTokenFragmentDoc,
    "\n  query AuditLog($area: AuditArea, $actor: String, $dateFrom: String, $dateTo: String, $page: PageInput) {\n    auditTrail(area: $area, actor: $actor, dateFrom: $dateFrom, dateTo: $dateTo, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment BookingFeeForm_bookingFee on BookingFee {\n    type\n    mode\n    amount\n    version\n  }\n": typeof types.BookingFeeForm_BookingFeeFragmentDoc,
    "\n  query BookingFeeScreen {\n    bookingFee {\n      ...BookingFeeForm_bookingFee\n    }\n    serviceFee {\n      rate\n      fixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n": typeof types.BookingFeeScreenDocument,
    "\n  mutation SaveBookingFee($version: Int, $input: BookingFeeInput!) {\n    saveBookingFee(version: $version, input: $input) {\n      ...BookingFeeForm_bookingFee\n    }\n  }\n": typeof types.SaveBookingFeeDocument,
    "\n  fragment DevMailRow_developmentMail on DevelopmentMail {\n    id\n    to\n    bcc\n    subject\n    sentAt\n  }\n": typeof types.DevMailRow_DevelopmentMailFragmentDoc,
    "\n  query DevMail($page: PageInput) {\n    developmentMails(page: $page) {\n      items {\n        ...DevMailRow_developmentMail\n      }\n      total\n    }\n  }\n": typeof types.DevMailDocument,
    "\n  query DevMailMessage($id: ID!) {\n    developmentMail(id: $id) {\n      id\n      from\n      to\n      bcc\n      subject\n      sentAt\n      text\n      qrCodes {\n        text\n        imageDataUrl\n      }\n    }\n  }\n": typeof types.DevMailMessageDocument,
    "\n  query PaymentScreen {\n    creditCardConfig {\n      ...CardGatewayForm_creditCardConfig\n    }\n    paypalConfig {\n      ...PaypalForm_paypalConfig\n    }\n    unpaidHold {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n": typeof types.PaymentScreenDocument,
    "\n  fragment CardGatewayForm_creditCardConfig on CreditCardConfig {\n    id\n    gatewayType\n    apiLoginId\n    transactionKey {\n      isSet\n      lastFour\n    }\n    publicClientKey\n    cardOrganizations\n    username\n    password {\n      isSet\n      lastFour\n    }\n    merchantId\n    sourceKey\n    sourcePin {\n      isSet\n      lastFour\n    }\n    publicApiKey\n    version\n    updateTime\n  }\n": typeof types.CardGatewayForm_CreditCardConfigFragmentDoc,
    "\n  mutation SaveCreditCardConfig($version: Int, $input: CreditCardConfigInput!) {\n    saveCreditCardConfig(version: $version, input: $input) {\n      ...CardGatewayForm_creditCardConfig\n    }\n  }\n": typeof types.SaveCreditCardConfigDocument,
    "\n  fragment PaypalForm_paypalConfig on PaypalConfig {\n    id\n    apiUsername\n    password {\n      isSet\n      lastFour\n    }\n    signature {\n      isSet\n      lastFour\n    }\n    clientId\n    clientSecret {\n      isSet\n      lastFour\n    }\n    status\n    version\n    updateTime\n  }\n": typeof types.PaypalForm_PaypalConfigFragmentDoc,
    "\n  mutation SavePaypalConfig($version: Int, $input: PaypalConfigInput!) {\n    savePaypalConfig(version: $version, input: $input) {\n      ...PaypalForm_paypalConfig\n    }\n  }\n": typeof types.SavePaypalConfigDocument,
    "\n  fragment UnpaidHoldForm_unpaidHold on UnpaidHold {\n    unpaidHoldDays\n    version\n  }\n": typeof types.UnpaidHoldForm_UnpaidHoldFragmentDoc,
    "\n  mutation SaveUnpaidHold($version: Int!, $unpaidHoldDays: Int!) {\n    saveUnpaidHold(version: $version, unpaidHoldDays: $unpaidHoldDays) {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n": typeof types.SaveUnpaidHoldDocument,
    "\n  query RoleList($filter: RoleFilter, $page: PageInput) {\n    roles(filter: $filter, page: $page) {\n      items {\n        ...RoleRow_role\n      }\n      total\n    }\n  }\n": typeof types.RoleListDocument,
    "\n  mutation DeleteRole($id: ID!, $version: Int!) {\n    deleteRole(id: $id, version: $version)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query PermissionCatalogue {\n    permissionCatalogue {\n      type\n      url\n      name\n      group\n      parent\n    }\n  }\n": typeof types.PermissionCatalogueDocument,
    "\n  mutation AssignRoleResources($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {\n    assignRoleResources(id: $id, version: $version, permissions: $permissions) {\n      ...RoleRow_role\n    }\n  }\n": typeof types.AssignRoleResourcesDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleRow_role\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $version: Int!, $input: RoleInput!) {\n    updateRole(id: $id, version: $version, input: $input) {\n      ...RoleRow_role\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  fragment RoleRow_role on Role {\n    id\n    name\n    description\n    allPermissions\n    permissions {\n      type\n      url\n    }\n    userCount\n    version\n  }\n": typeof types.RoleRow_RoleFragmentDoc,
    "\n  query SystemEmail($type: EmailReceiverType, $page: PageInput) {\n    emailReceivers(type: $type, page: $page) {\n      items {\n        ...ReceiverRow_emailReceiver\n      }\n      total\n    }\n  }\n": typeof types.SystemEmailDocument,
    "\n  mutation SendTestEmail($id: ID!) {\n    sendTestEmail(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n": typeof types.SendTestEmailDocument,
    "\n  mutation DeleteEmailReceiver($id: ID!, $version: Int!) {\n    deleteEmailReceiver(id: $id, version: $version)\n  }\n": typeof types.DeleteEmailReceiverDocument,
    "\n  fragment ReceiverRow_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n  }\n": typeof types.ReceiverRow_EmailReceiverFragmentDoc,
    "\n  query UserList($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        ...UserRow_user\n      }\n      total\n    }\n  }\n": typeof types.UserListDocument,
    "\n  query AssignableRoles {\n    assignableRoles {\n      id\n      name\n    }\n  }\n": typeof types.AssignableRolesDocument,
    "\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id)\n  }\n": typeof types.ResetUserTwoFactorDocument,
    "\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation AssignUserRoles($id: ID!, $version: Int!, $roleIds: [ID!]!) {\n    assignUserRoles(id: $id, version: $version, roleIds: $roleIds) {\n      ...UserRow_user\n    }\n  }\n": typeof types.AssignUserRolesDocument,
    "\n  mutation ResetUserPassword($id: ID!, $newPassword: String!) {\n    resetUserPassword(id: $id, newPassword: $newPassword)\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  query TwoFactorPolicy {\n    twoFactorPolicy {\n      requireForManagers\n    }\n  }\n": typeof types.TwoFactorPolicyDocument,
    "\n  mutation SaveTwoFactorPolicy($requireForManagers: Boolean!) {\n    saveTwoFactorPolicy(requireForManagers: $requireForManagers) {\n      requireForManagers\n    }\n  }\n": typeof types.SaveTwoFactorPolicyDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, version: $version, input: $input) {\n      ...UserRow_user\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment UserRow_user on User {\n    id\n    username\n    firstName\n    lastName\n    email\n    phoneCode\n    phone\n    status\n    roles {\n      id\n      name\n    }\n    lastLoginTime\n    createTime\n    twoFactorEnabled\n    version\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  query Webhooks($page: PageInput) {\n    webhooks(page: $page) {\n      items {\n        ...WebhookRow_webhook\n      }\n      total\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n      httpStatus\n      responseExcerpt\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  query WebhookDeliveries($webhookId: ID!, $page: PageInput) {\n    webhookDeliveries(webhookId: $webhookId, page: $page) {\n      items {\n        id\n        eventType\n        status\n        attempt\n        httpStatus\n        durationMs\n        responseExcerpt\n        createTime\n        lastAttemptTime\n      }\n      total\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n      httpStatus\n    }\n  }\n": typeof types.RedeliverWebhookDeliveryDocument,
    "\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookRow_webhook\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookRow_webhook\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  fragment WebhookRow_webhook on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    createTime\n    lastDelivery {\n      status\n      time\n      httpStatus\n    }\n  }\n": typeof types.WebhookRow_WebhookFragmentDoc,
    "\n  query Departures($from: String!, $to: String!, $tripIds: [ID!], $tagIds: [ID!]) {\n    departures(from: $from, to: $to, tripIds: $tripIds, tagIds: $tagIds) {\n      id\n      tripId\n      tripCode\n      tripName\n      stopSale\n      cancelled\n      cancellationJobId\n      date\n      shiftId\n      shiftName\n      time\n      capacity\n      sold\n      locked\n      checkedIn\n    }\n  }\n": typeof types.DeparturesDocument,
    "\n  query DepartureFilters {\n    departureFilters {\n      trips {\n        id\n        code\n        name\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DepartureFiltersDocument,
    "\n  query DepartureManifest($tripId: ID!, $date: String!, $shiftId: ID) {\n    departureManifest(tripId: $tripId, date: $date, shiftId: $shiftId) {\n      truncated\n      departure {\n        id\n        tripId\n        tripCode\n        tripName\n        stopSale\n        cancelled\n        cancellationJobId\n        date\n        shiftId\n        shiftName\n        time\n        capacity\n        sold\n        locked\n        checkedIn\n      }\n      passengers {\n        ticketNumber\n        orderNumber\n        orderId\n        passengerName\n        passengerType\n        option\n        buyerName\n        status\n        held\n        checkedIn\n        checkedBy\n        checkTime\n      }\n    }\n  }\n": typeof types.DepartureManifestDocument,
    "\n  mutation CheckInTicket($ticketNumber: String!, $departure: DepartureInput, $date: String, $anyDeparture: Boolean) {\n    checkInTicket(ticketNumber: $ticketNumber, departure: $departure, date: $date, anyDeparture: $anyDeparture) {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      tripName\n      date\n      shift\n      checkedBy\n      checkTime\n    }\n  }\n": typeof types.CheckInTicketDocument,
    "\n  mutation UndoCheckIn($ticketNumber: String!) {\n    undoCheckIn(ticketNumber: $ticketNumber) {\n      id\n      ticketNumber\n      status\n    }\n  }\n": typeof types.UndoCheckInDocument,
    "\n  query CheckInCounts($departure: DepartureInput!) {\n    checkInCounts(departure: $departure) {\n      checkedIn\n      expected\n    }\n  }\n": typeof types.CheckInCountsDocument,
    "\n  query CheckInTripShifts($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      shifts {\n        name\n        selected\n      }\n    }\n  }\n": typeof types.CheckInTripShiftsDocument,
    "\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n": typeof types.GroupedTripForm_TripFragmentDoc,
    "\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n": typeof types.GroupedTripEditDocument,
    "\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreateGroupedTripDocument,
    "\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n": typeof types.UpdateGroupedTripDocument,
    "\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n": typeof types.GroupedTripMemberDocument,
    "\n  query ReservationList($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {\n    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {\n      items {\n        ...PassengerRow_ticket\n      }\n      total\n    }\n  }\n": typeof types.ReservationListDocument,
    "\n  mutation NotifyPassengers($input: NotifyPassengersInput!) {\n    notifyPassengers(input: $input) {\n      id\n      channel\n      recipientCount\n      status\n    }\n  }\n": typeof types.NotifyPassengersDocument,
    "\n  fragment PassengerRow_ticket on Ticket {\n    id\n    ticketNumber\n    date\n    shift\n    option\n    passengerName\n    passengerType\n    status\n    held\n    checkedBy\n    checkTime\n  }\n": typeof types.PassengerRow_TicketFragmentDoc,
    "\n  query ReservationStatistics($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      inventoryType\n      rows {\n        date\n        shift\n        capacity\n        sold\n        locked\n        available\n      }\n      total {\n        capacity\n        sold\n        locked\n        available\n      }\n    }\n  }\n": typeof types.ReservationStatisticsDocument,
    "\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        ...TagRow_tag\n      }\n      total\n    }\n  }\n": typeof types.TagsListDocument,
    "\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n": typeof types.DeleteTagDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TagOptionsDocument,
    "\n  fragment TagRow_tag on Tag {\n    id\n    name\n    thumbnailFileId\n    thumbnailUrl\n    tripCount\n    version\n  }\n": typeof types.TagRow_TagFragmentDoc,
    "\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n": typeof types.TripKindDocument,
    "\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n": typeof types.TripForm_TripFragmentDoc,
    "\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n": typeof types.TripFormDocument,
    "\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n": typeof types.TripFormTimeZoneDocument,
    "\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n": typeof types.TripFormSeatsDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n": typeof types.CreateTripDocument,
    "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n": typeof types.UpdateTripDocument,
    "\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        ...TripRow_trip\n      }\n      total\n    }\n  }\n": typeof types.TripListDocument,
    "\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n": typeof types.TripActions_TripFragmentDoc,
    "\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n": typeof types.DuplicateTripDocument,
    "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.PublishTripDocument,
    "\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.StopSellingTripDocument,
    "\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.InactivateTripDocument,
    "\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.SponsorTripDocument,
    "\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": typeof types.DeactivateTripDocument,
    "\n  fragment TripRow_trip on TripSummary {\n    id\n    code\n    name\n    grouped\n    price\n    views\n    bookings\n    state\n    ...TripActions_trip\n  }\n": typeof types.TripRow_TripFragmentDoc,
    "\n  fragment HomePage_image on PageImage {\n    fileId\n    url\n    name\n    uploadTime\n    uploaderName\n  }\n": typeof types.HomePage_ImageFragmentDoc,
    "\n  fragment HomePage_page on VendorPage {\n    backgroundImage {\n      ...HomePage_image\n    }\n    logo {\n      ...HomePage_image\n    }\n    bgImages {\n      ...HomePage_image\n    }\n    aboutUs\n    slogan\n    supportPhoneCode\n    supportPurePhone\n    supportEmail\n    homePageUrl\n    version\n    updateTime\n  }\n": typeof types.HomePage_PageFragmentDoc,
    "\n  query HomePage {\n    vendorPage {\n      ...HomePage_page\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  mutation SaveVendorPage($version: Int!, $input: VendorPageInput!) {\n    saveVendorPage(version: $version, input: $input) {\n      ...HomePage_page\n    }\n  }\n": typeof types.SaveVendorPageDocument,
    "\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n": typeof types.LoginUserDocument,
    "\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n": typeof types.LoginUserWithAuthCodeDocument,
    "\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n": typeof types.Session_SessionFragmentDoc,
    "\n  mutation LogoutUser {\n    logout\n  }\n": typeof types.LogoutUserDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation CompleteTwoFactorLogin($username: String!, $challenge: String!, $code: String!) {\n    completeTwoFactorLogin(username: $username, challenge: $challenge, code: $code) {\n      ...Session_session\n    }\n  }\n": typeof types.CompleteTwoFactorLoginDocument,
    "\n  query TripOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n": typeof types.TripOptionsDocument,
    "\n  query SelectedTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n    }\n  }\n": typeof types.SelectedTripDocument,
    "\n  query HistoryPanel($area: AuditArea, $targetId: ID, $page: PageInput) {\n    auditTrail(area: $area, targetId: $targetId, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n": typeof types.HistoryPanelDocument,
    "\n  fragment AuditEntry_auditEntry on AuditEntry {\n    id\n    area\n    action\n    targetName\n    actor\n    time\n    changes {\n      field\n      from\n      to\n      fromItems\n      toItems\n      references {\n        id\n        name\n      }\n      secret\n    }\n  }\n": typeof types.AuditEntry_AuditEntryFragmentDoc,
    "\n  query TenantTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n": typeof types.TenantTimeZoneDocument,
    "\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n      name\n      createTime\n    }\n  }\n": typeof types.UploadImageDocument,
};
const documents: Documents = {
    "\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n": types.AppFooter_TenantFragmentDoc,
    "\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n": types.AppFooter_ServerInfoFragmentDoc,
    "\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n": types.GuideButton_InitStateFragmentDoc,
    "\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n": types.UserMenu_UserFragmentDoc,
    "\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n": types.WebsiteButton_TenantFragmentDoc,
    "\n  query CommandPalette($keyword: String!, $limit: Int) {\n    search(keyword: $keyword, limit: $limit) {\n      keyword\n      orders {\n        id\n        orderNumber\n        contact {\n          firstName\n          lastName\n        }\n      }\n      trips {\n        id\n        name\n        code\n      }\n      coupons {\n        id\n        code\n      }\n      users {\n        id\n        username\n        firstName\n        lastName\n      }\n    }\n  }\n": types.CommandPaletteDocument,
    "\n  query SetupProgress {\n    me {\n      user {\n        id\n        initialized\n      }\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n": types.SetupProgressDocument,
    "\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        mustChangePassword\n        ...UserMenu_user\n      }\n      twoFactor {\n        enabled\n        required\n        ...TwoFactorModal_status\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n    mailStatus {\n      delivery\n      mailboxAvailable\n    }\n  }\n": types.ShellDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n": types.DisableTwoFactorDocument,
    "\n  fragment TwoFactorModal_status on TwoFactorStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n": types.TwoFactorModal_StatusFragmentDoc,
    "\n  fragment BankInfoForm_bankInfo on BankInfo {\n    accountHolderName\n    routingNumber {\n      isSet\n      lastFour\n    }\n    accountNumber {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n": types.BankInfoForm_BankInfoFragmentDoc,
    "\n  query BankInfoScreen {\n    bankInfo {\n      ...BankInfoForm_bankInfo\n    }\n  }\n": types.BankInfoScreenDocument,
    "\n  mutation SaveBankInfo($version: Int!, $input: BankInfoInput!) {\n    saveBankInfo(version: $version, input: $input) {\n      ...BankInfoForm_bankInfo\n    }\n  }\n": types.SaveBankInfoDocument,
    "\n  query PayoutAccount {\n    payoutAccount {\n      id\n      detailsSubmitted\n      payoutsEnabled\n    }\n  }\n": types.PayoutAccountDocument,
    "\n  fragment CompanyInfoForm_companyInfo on CompanyInfo {\n    businessType\n    companyName\n    dotNumber\n    address\n    cityId\n    cityName\n    regionId\n    timeZoneId\n    contactName\n    contactPhoneCode\n    contactPhone\n    contactEmail\n    emailVerified\n    emailVerifiedAt\n    secondaryDomain\n    timeZoneChanges {\n      fromTimeZone\n      toTimeZone\n      changedBy\n      changeTime\n    }\n    version\n    updateTime\n  }\n": types.CompanyInfoForm_CompanyInfoFragmentDoc,
    "\n  query CompanyInfoScreen {\n    companyInfo {\n      ...CompanyInfoForm_companyInfo\n    }\n    regions {\n      id\n      code\n      name\n    }\n    timeZones {\n      id\n      code\n      name\n    }\n  }\n": types.CompanyInfoScreenDocument,
    "\n  mutation SaveCompanyInfo($version: Int!, $input: CompanyInfoInput!) {\n    saveCompanyInfo(version: $version, input: $input) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n": types.SaveCompanyInfoDocument,
    "\n  query CityOptions($keyword: String!) {\n    cities(keyword: $keyword) {\n      id\n      name\n      state\n    }\n  }\n": types.CityOptionsDocument,
    "\n  mutation SendCompanyEmailVerification {\n    sendCompanyEmailVerification {\n      sentTo\n      expiresAt\n    }\n  }\n": types.SendCompanyEmailVerificationDocument,
    "\n  mutation VerifyCompanyEmail($code: String!) {\n    verifyCompanyEmail(code: $code) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n": types.VerifyCompanyEmailDocument,
    "\n  fragment TaxInfoForm_taxInfo on TaxInfo {\n    taxTypeId\n    legalName\n    tin {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n": types.TaxInfoForm_TaxInfoFragmentDoc,
    "\n  query TaxInfoScreen {\n    taxInfo {\n      ...TaxInfoForm_taxInfo\n    }\n    taxTypes {\n      id\n      code\n      name\n    }\n  }\n": types.TaxInfoScreenDocument,
    "\n  mutation SaveTaxInfo($version: Int!, $input: TaxInfoInput!) {\n    saveTaxInfo(version: $version, input: $input) {\n      ...TaxInfoForm_taxInfo\n    }\n  }\n": types.SaveTaxInfoDocument,
    "\n  query StatementDetail($month: String!) {\n    statement(month: $month) {\n      month\n      ...StatementSummaryCard_statement\n      ...StatementLinesCard_statement\n    }\n  }\n": types.StatementDetailDocument,
    "\n  query StatementList($filter: StatementFilter, $page: PageInput) {\n    statements(filter: $filter, page: $page) {\n      items {\n        ...StatementRow_statement\n      }\n      total\n    }\n  }\n": types.StatementListDocument,
    "\n  query StatementEntries($month: String!, $kind: StatementEntryKind, $page: PageInput) {\n    statement(month: $month) {\n      month\n      entries(kind: $kind, page: $page) {\n        items {\n          ...StatementEntryRow_entry\n        }\n        total\n      }\n    }\n  }\n": types.StatementEntriesDocument,
    "\n  fragment StatementEntryRow_entry on StatementEntry {\n    kind\n    time\n    amount\n    orderId\n    orderNumber\n    refundId\n    refundNumber\n    paymentId\n  }\n": types.StatementEntryRow_EntryFragmentDoc,
    "\n  fragment StatementLinesCard_statement on Statement {\n    month\n    balance\n    orderCount\n    refundCount\n    chargebackCount\n    state\n    adjustments {\n      month\n      amount\n    }\n    lines {\n      ...StatementLines_lines\n    }\n    rates {\n      cardRate\n      cardFixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n": types.StatementLinesCard_StatementFragmentDoc,
    "\n  fragment StatementLines_lines on StatementLines {\n    order\n    refund\n    chargeback\n    chargebackFee\n    processingFee\n    commission\n    subscriptionFee\n  }\n": types.StatementLines_LinesFragmentDoc,
    "\n  fragment StatementSummaryCard_statement on Statement {\n    month\n    state\n    open\n    paidAt\n    balance\n  }\n": types.StatementSummaryCard_StatementFragmentDoc,
    "\n  fragment StatementRow_statement on StatementSummary {\n    # A month is the statement's identity; the shared list keys its rows by id.\n    id: month\n    month\n    state\n    open\n    paidAt\n    balance\n    lines {\n      ...StatementLines_lines\n    }\n  }\n": types.StatementRow_StatementFragmentDoc,
    "\n  query CouponRedemptions($id: ID!, $page: PageInput) {\n    coupon(id: $id) {\n      id\n      usedCount\n      discountGiven\n      redemptions(page: $page) {\n        items {\n          orderId\n          orderNumber\n          code\n          customerName\n          createTime\n          discount\n          payAmount\n        }\n        total\n      }\n    }\n  }\n": types.CouponRedemptionsDocument,
    "\n  query CouponTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      customPrices {\n        name\n      }\n      passengerPrices {\n        adult\n        child\n        elder\n        infant\n      }\n    }\n  }\n": types.CouponTripDocument,
    "\n  query CouponGeneration($couponId: ID!) {\n    couponJobs(filter: { couponId: $couponId }, page: { number: 1, size: 1 }) {\n      items {\n        id\n        couponCode\n        requested\n        generated\n        state\n        errorMessage\n      }\n    }\n  }\n": types.CouponGenerationDocument,
    "\n  subscription CouponGenerationChanged($couponId: ID!) {\n    couponJobChanged(couponId: $couponId) {\n      id\n      generated\n      state\n      eventType\n    }\n  }\n": types.CouponGenerationChangedDocument,
    "\n  fragment CouponRow_couponSummary on CouponSummary {\n    id\n    code\n    codeType\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    count\n    startDate\n    endDate\n    userLimit\n    note\n    state\n    status\n    generatedCount\n    usedCount\n    discountGiven\n    version\n  }\n": types.CouponRow_CouponSummaryFragmentDoc,
    "\n  fragment CouponJobRow_couponJob on CouponJob {\n    id\n    couponId\n    couponCode\n    requested\n    generated\n    state\n    errorMessage\n    createTime\n    finishTime\n    creator\n  }\n": types.CouponJobRow_CouponJobFragmentDoc,
    "\n  fragment CouponUsageRow_couponUsage on CouponUsage {\n    id\n    code\n    orderId\n    orderNumber\n    customerName\n    useTime\n    discount\n    orderAmount\n    payAmount\n  }\n": types.CouponUsageRow_CouponUsageFragmentDoc,
    "\n  fragment CouponForm_coupon on Coupon {\n    id\n    codeType\n    code\n    count\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    startDate\n    endDate\n    userLimit\n    channel\n    userType\n    emailSuffixLimit\n    emailSuffix\n    fullPriceLimit\n    category\n    tripIds\n    priceOptions\n    note\n    generatedCount\n    version\n  }\n": types.CouponForm_CouponFragmentDoc,
    "\n  query EditCoupon($id: ID!) {\n    coupon(id: $id) {\n      ...CouponForm_coupon\n    }\n  }\n": types.EditCouponDocument,
    "\n  mutation CreateCoupon($input: CouponInput!, $requestId: ID) {\n    createCoupon(input: $input, requestId: $requestId) {\n      ...CouponForm_coupon\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, version: $version, input: $input) {\n      ...CouponForm_coupon\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  query CouponHistory($filter: CouponJobFilter, $page: PageInput) {\n    couponJobs(filter: $filter, page: $page) {\n      items {\n        ...CouponJobRow_couponJob\n      }\n      total\n    }\n  }\n": types.CouponHistoryDocument,
    "\n  mutation RetryCouponJob($id: ID!) {\n    retryCouponJob(id: $id) {\n      ...CouponJobRow_couponJob\n    }\n  }\n": types.RetryCouponJobDocument,
    "\n  query CouponList($filter: CouponFilter, $page: PageInput) {\n    coupons(filter: $filter, page: $page) {\n      items {\n        ...CouponRow_couponSummary\n      }\n      total\n    }\n  }\n": types.CouponListDocument,
    "\n  mutation SetCouponState($id: ID!, $version: Int!, $enabled: Boolean!) {\n    setCouponState(id: $id, version: $version, enabled: $enabled) {\n      id\n      state\n      version\n    }\n  }\n": types.SetCouponStateDocument,
    "\n  query CouponUsage($id: ID!, $filter: CouponUsageFilter, $page: PageInput) {\n    couponUsage(id: $id, filter: $filter, page: $page) {\n      items {\n        ...CouponUsageRow_couponUsage\n      }\n      total\n    }\n  }\n": types.CouponUsageDocument,
    "\n  query CouponUsageSummary($id: ID!) {\n    couponUsage(id: $id, page: { number: 1, size: 1 }) {\n      summary {\n        code\n        codeType\n        issued\n        used\n        unused\n        uses\n        discountGiven\n      }\n    }\n  }\n": types.CouponUsageSummaryDocument,
    "\n  query IncomeReport($input: ReportRangeInput!, $comparison: ReportComparisonInput) {\n    incomeReport(input: $input, comparison: $comparison) {\n      dateFrom\n      dateTo\n      groupBy\n      compareWith\n      previousDateFrom\n      previousDateTo\n      current {\n        ...FigureCards_figures\n      }\n      previous {\n        ...FigureCards_figures\n      }\n      series {\n        periodStart\n        gross\n        refunds\n        chargebacks\n        net\n        orders\n        tickets\n      }\n      byPaymentMethod {\n        paymentType\n        amount\n        count\n      }\n      byChannel {\n        channelId\n        channelName\n        gross\n        orders\n      }\n    }\n  }\n": types.IncomeReportDocument,
    "\n  fragment FigureCards_figures on ReportFigures {\n    gross\n    refunds\n    chargebacks\n    net\n    orders\n    tickets\n    averageOrderValue\n  }\n": types.FigureCards_FiguresFragmentDoc,
    "\n  query TripDetailReport($tripId: ID!, $input: ReportRangeInput!, $countBy: ReportCountBasis) {\n    tripDetailReport(tripId: $tripId, input: $input, countBy: $countBy) {\n      trip {\n        id\n        code\n        name\n      }\n      rows {\n        date\n        shift\n        capacity\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n      totals {\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n    }\n  }\n": types.TripDetailReportDocument,
    "\n  query TripReport(\n    $input: ReportRangeInput!\n    $page: PageInput\n    $sort: TripReportSortInput\n    $countBy: ReportCountBasis\n  ) {\n    tripReport(input: $input, page: $page, sort: $sort, countBy: $countBy) {\n      items {\n        ...TripReportRow_row\n      }\n      total\n    }\n  }\n": types.TripReportDocument,
    "\n  fragment TripReportRow_row on TripReportRow {\n    id: tripId\n    tripCode\n    tripName\n    tickets\n    revenue\n    refundedTickets\n    refunds\n  }\n": types.TripReportRow_RowFragmentDoc,
    "\n  query OrderAddTrips {\n    bookableTrips {\n      id\n      code\n      name\n    }\n  }\n": types.OrderAddTripsDocument,
    "\n  query OrderAddDeparture($tripId: ID!, $date: String!) {\n    bookingDeparture(tripId: $tripId, date: $date) {\n      trip {\n        id\n        inventoryType\n      }\n      available\n      shifts {\n        name\n        capacity\n        available\n      }\n      options {\n        name\n        passengerType\n        price\n      }\n    }\n  }\n": types.OrderAddDepartureDocument,
    "\n  query OrderAddQuote($input: BookingQuoteInput!) {\n    bookingQuote(input: $input) {\n      lines {\n        option\n        quantity\n        amount\n      }\n      subtotal\n      discount\n      couponCode\n      bookingFee\n      due\n    }\n  }\n": types.OrderAddQuoteDocument,
    "\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      id\n      orderNumber\n      state\n      totalAmount\n      couponCode\n      payments {\n        paymentType\n        payStatus\n        amount\n      }\n      contact {\n        firstName\n        lastName\n        email\n      }\n      tickets {\n        ticketNumber\n        option\n      }\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      state\n      ...OrderInfoSection_order\n      ...OrderAmountsSection_order\n      ...OrderLinesSection_order\n      ...PaymentsSection_order\n      ...TicketsSection_order\n      ...RefundRecordsSection_order\n      ...OrderHistorySection_order\n      ...RefundDialog_order\n      ...RecordPaymentDialog_order\n      ...CancelTicketsDialog_order\n      ...MoveTicketsDialog_order\n      ...ContactDialog_order\n      ...OrderNotesSection_order\n    }\n  }\n": types.OrderDetailDocument,
    "\n  query OrderList($filter: OrderFilter, $page: PageInput, $sort: OrderSort) {\n    orders(filter: $filter, page: $page, sort: $sort) {\n      items {\n        ...OrderRow_order\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n": types.OrderListDocument,
    "\n  subscription OrderListChanged {\n    orderChanged {\n      id\n    }\n  }\n": types.OrderListChangedDocument,
    "\n  query ChannelOptions {\n    me {\n      tenant {\n        tid\n        channels {\n          id\n          key\n        }\n      }\n    }\n  }\n": types.ChannelOptionsDocument,
    "\n  fragment CancelTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n    }\n  }\n": types.CancelTicketsDialog_OrderFragmentDoc,
    "\n  query CancelOrderQuote($orderId: ID!, $ticketIds: [ID!]!) {\n    cancelOrderQuote(orderId: $orderId, ticketIds: $ticketIds) {\n      paid\n      charge\n      refund\n      cancelsOrder\n      totalAfter\n      balanceAfter\n      refunds {\n        paymentId\n        paymentType\n        amount\n        settledAtOnce\n      }\n    }\n  }\n": types.CancelOrderQuoteDocument,
    "\n  mutation CancelOrderTickets($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {\n    cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      version\n    }\n  }\n": types.CancelOrderTicketsDocument,
    "\n  fragment ContactDialog_order on Order {\n    id\n    orderNumber\n    version\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n    tickets {\n      id\n      ticketNumber\n      passengerName\n    }\n  }\n": types.ContactDialog_OrderFragmentDoc,
    "\n  mutation UpdateOrderContact($id: ID!, $version: Int!, $input: OrderContactInput!) {\n    updateOrderContact(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateOrderContactDocument,
    "\n  fragment MoveTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      status\n      date\n      shift\n      tripId\n      tripName\n      option\n    }\n  }\n": types.MoveTicketsDialog_OrderFragmentDoc,
    "\n  query MoveOrderTicketsQuote(\n    $orderId: ID!\n    $ticketIds: [ID!]!\n    $date: String!\n    $shift: String\n    $tripId: ID\n    $priceMode: MovePriceMode\n    $options: [OrderMoveTicketOptionInput!]\n  ) {\n    moveOrderTicketsQuote(\n      orderId: $orderId\n      ticketIds: $ticketIds\n      date: $date\n      shift: $shift\n      tripId: $tripId\n      priceMode: $priceMode\n      options: $options\n    ) {\n      fee\n      feeType\n      difference\n      collectedNow\n      cashNow\n      refund\n      seatsLeft\n      movable\n      shifts {\n        name\n        available\n      }\n      options {\n        name\n        price\n      }\n    }\n  }\n": types.MoveOrderTicketsQuoteDocument,
    "\n  mutation MoveOrderTickets($orderId: ID!, $version: Int!, $input: OrderMoveInput!) {\n    moveOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n": types.MoveOrderTicketsDocument,
    "\n  query MoveOrderTargetTrips {\n    moveOrderTargetTrips {\n      id\n      name\n    }\n  }\n": types.MoveOrderTargetTripsDocument,
    "\n  fragment OrderAmountsSection_order on Order {\n    state\n    totalAmount\n    payAmount\n    balance\n    refundedAmount\n    bookingFee\n    rescheduleFee\n    differencePrice\n    couponCode\n  }\n": types.OrderAmountsSection_OrderFragmentDoc,
    "\n  fragment OrderHistorySection_order on Order {\n    history {\n      id\n      action\n      detail\n      amount\n      ticketNumbers\n      ticketCount\n      channelName\n      paymentType\n      errorCode\n      chargebackStatus\n      refundNumber\n      note\n      email\n      subject\n      holdDays\n      operatorName\n      createTime\n    }\n  }\n": types.OrderHistorySection_OrderFragmentDoc,
    "\n  fragment OrderInfoSection_order on Order {\n    orderNumber\n    state\n    stateCode\n    type\n    channelName\n    creator\n    createTime\n    payTime\n    completeTime\n    orderDate\n    transactionId\n    buyerId\n    addition\n    youthAgreement\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n": types.OrderInfoSection_OrderFragmentDoc,
    "\n  fragment OrderLinesSection_order on Order {\n    lines {\n      id\n      tripCode\n      tripName\n      date\n      shift\n      option\n      quantity\n      unitPrice\n      amount\n    }\n  }\n": types.OrderLinesSection_OrderFragmentDoc,
    "\n  fragment OrderNotesSection_order on Order {\n    id\n    notes {\n      id\n      text\n      authorName\n      createTime\n    }\n  }\n": types.OrderNotesSection_OrderFragmentDoc,
    "\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n    }\n  }\n": types.AddOrderNoteDocument,
    "\n  fragment PaymentDetails_payment on Payment {\n    id\n    paymentType\n    account\n    transactionId\n    authCode\n    avsCode\n    cardBank\n    cardType\n    cardNumber\n    cardMonth\n    cardYear\n    dealStatus\n    errorCode\n    errorMsg\n    riskScore\n    maxmindScore\n    chargeBackAmount\n    chargeBackStatus\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    ip\n    userAgent\n    payTime\n    createTime\n  }\n": types.PaymentDetails_PaymentFragmentDoc,
    "\n  fragment PaymentsSection_order on Order {\n    payments {\n      id\n      paymentType\n      amount\n      payStatus\n      ...PaymentDetails_payment\n    }\n  }\n": types.PaymentsSection_OrderFragmentDoc,
    "\n  fragment RecordPaymentDialog_order on Order {\n    id\n    version\n    orderNumber\n    totalAmount\n    balance\n    createTime\n  }\n": types.RecordPaymentDialog_OrderFragmentDoc,
    "\n  mutation RecordOrderPayment($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {\n    recordOrderPayment(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      balance\n    }\n  }\n": types.RecordOrderPaymentDocument,
    "\n  fragment RefundDialog_order on Order {\n    id\n    orderNumber\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n      actionable\n      price\n    }\n    payments {\n      id\n      paymentType\n      amount\n      refundableAmount\n      refundPayType\n      cardNumber\n      account\n    }\n  }\n": types.RefundDialog_OrderFragmentDoc,
    "\n  mutation CreateRefund($input: CreateRefundInput!) {\n    createRefund(input: $input) {\n      id\n      refundNumber\n      state\n    }\n  }\n": types.CreateRefundDocument,
    "\n  fragment RefundRecordsSection_order on Order {\n    refunds {\n      id\n      refundNumber\n      state\n      amount\n      fee\n      payType\n      ticketCodes\n      applyPersonName\n      createTime\n    }\n  }\n": types.RefundRecordsSection_OrderFragmentDoc,
    "\n  mutation ResendOrderConfirmation($id: ID!) {\n    resendOrderConfirmation(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n": types.ResendOrderConfirmationDocument,
    "\n  fragment TicketsSection_order on Order {\n    tickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      checkedBy\n      checkTime\n    }\n  }\n": types.TicketsSection_OrderFragmentDoc,
    "\n  query OrderJobPreview($kind: OrderJobKind!, $selection: OrderSelectionInput!) {\n    orderJobPreview(kind: $kind, selection: $selection) {\n      total\n      eligible\n      refund\n    }\n  }\n": types.OrderJobPreviewDocument,
    "\n  query DepartureCancelPreview($departure: DepartureInput!) {\n    departureCancelPreview(departure: $departure) {\n      total\n      eligible\n      refund\n    }\n  }\n": types.DepartureCancelPreviewDocument,
    "\n  fragment OrderJobSummary_job on OrderJob {\n    id\n    kind\n    state\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    subject\n    departure {\n      tripId\n      tripName\n      date\n      shift\n    }\n    creator\n    createdAt\n    finishedAt\n  }\n": types.OrderJobSummary_JobFragmentDoc,
    "\n  mutation StartOrderJob($input: StartOrderJobInput!) {\n    startOrderJob(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n": types.StartOrderJobDocument,
    "\n  mutation CancelDeparture($input: CancelDepartureInput!) {\n    cancelDeparture(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n": types.CancelDepartureDocument,
    "\n  query OrderJob($id: ID!, $withItems: Boolean!, $itemsPage: PageInput) {\n    orderJob(id: $id) {\n      ...OrderJobSummary_job\n      failedItems: items(state: FAILED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n      skippedItems: items(state: SKIPPED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n    }\n  }\n": types.OrderJobDocument,
    "\n  fragment OrderJobItem_item on OrderJobItem {\n    orderId\n    orderNumber\n    state\n    reason\n    reasonKey\n  }\n": types.OrderJobItem_ItemFragmentDoc,
    "\n  query OrderJobs($page: PageInput) {\n    orderJobs(page: $page) {\n      items {\n        ...OrderJobSummary_job\n      }\n      total\n    }\n  }\n": types.OrderJobsDocument,
    "\n  fragment OrderRow_order on OrderSummary {\n    id\n    orderNumber\n    state\n    completeTime\n    totalAmount\n    paymentTypes\n    cardLast4\n    tripNames\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n": types.OrderRow_OrderFragmentDoc,
    "\n  query RefundOrderDetail($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      refundNumber\n      orderId\n      payType\n      ...RefundSummary_refund\n      ...RefundTickets_refund\n      ...RefundPayment_refund\n      ...RefundLogs_refund\n      ...RefundActions_refund\n    }\n  }\n": types.RefundOrderDetailDocument,
    "\n  query RefundOrderList($filter: RefundFilter, $page: PageInput) {\n    refundOrders(filter: $filter, page: $page) {\n      items {\n        ...RefundOrderRow_refundOrder\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n": types.RefundOrderListDocument,
    "\n  subscription RefundOrderListChanged {\n    refundOrderChanged {\n      id\n    }\n  }\n": types.RefundOrderListChangedDocument,
    "\n  mutation CompleteRefund($id: ID!, $version: Int!, $note: String) {\n    completeRefund(id: $id, version: $version, note: $note) {\n      id\n      state\n      version\n    }\n  }\n": types.CompleteRefundDocument,
    "\n  fragment RefundActions_refund on RefundOrder {\n    id\n    refundNumber\n    amount\n    state\n    version\n  }\n": types.RefundActions_RefundFragmentDoc,
    "\n  mutation ApproveRefund($id: ID!, $version: Int!) {\n    approveRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.ApproveRefundDocument,
    "\n  mutation RejectRefund($id: ID!, $version: Int!) {\n    rejectRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.RejectRefundDocument,
    "\n  fragment RefundLogs_refund on RefundOrder {\n    logs {\n      id\n      action\n      toState\n      operatorName\n      note\n      createTime\n    }\n  }\n": types.RefundLogs_RefundFragmentDoc,
    "\n  fragment RefundPayment_refund on RefundOrder {\n    payType\n    payAccount\n    transactionId\n    paymentId\n    payments {\n      id\n      amount\n      refundedAmount\n      refundPendingAmount\n    }\n  }\n": types.RefundPayment_RefundFragmentDoc,
    "\n  fragment RefundSummary_refund on RefundOrder {\n    refundNumber\n    state\n    orderId\n    orderNumber\n    contactFirstName\n    contactLastName\n    applyPersonName\n    createTime\n    amount\n    fee\n    checkFee\n    reason\n    checkBy\n    checkTime\n    completeBy\n    completeTime\n    remarks\n  }\n": types.RefundSummary_RefundFragmentDoc,
    "\n  fragment RefundTickets_refund on RefundOrder {\n    fee\n    feeDetails {\n      ticketId\n      price\n      fee\n    }\n    refundTickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      previousStatus\n    }\n  }\n": types.RefundTickets_RefundFragmentDoc,
    "\n  fragment RefundOrderRow_refundOrder on RefundOrderSummary {\n    id\n    refundNumber\n    orderId\n    orderNumber\n    amount\n    applyPersonName\n    createTime\n    state\n  }\n": types.RefundOrderRow_RefundOrderFragmentDoc,
    "\n  query TransactionDetail($id: ID!) {\n    transaction(id: $id) {\n      id\n      transactionId\n      orderId\n      ...TransactionFacts_transaction\n    }\n  }\n": types.TransactionDetailDocument,
    "\n  query TransactionList($filter: TransactionFilter, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      items {\n        ...TransactionRow_transaction\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n": types.TransactionListDocument,
    "\n  fragment TransactionFacts_transaction on Transaction {\n    id\n    transactionId\n    paymentType\n    amount\n    payStatus\n    dealStatus\n    payTime\n    createTime\n    authCode\n    avsCode\n    errorCode\n    errorMsg\n    cardNumber\n    cardType\n    cardBank\n    cardMonth\n    cardYear\n    paypalAccount\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    chargeBackAmount\n    chargeBackStatus\n    riskScore\n    maxmindScore\n    ip\n    userAgent\n    orderId\n    orderNumber\n    customerName\n    contactEmail\n    channelName\n  }\n": types.TransactionFacts_TransactionFragmentDoc,
    "\n  fragment TransactionRow_transaction on TransactionSummary {\n    id\n    createTime\n    transactionId\n    authCode\n    orderId\n    orderNumber\n    cardNumber\n    paypalAccount\n    customerName\n    amount\n    errorCode\n    errorMsg\n    channelName\n    payStatus\n    chargeBackStatus\n    chargeBackAmount\n  }\n": types.TransactionRow_TransactionFragmentDoc,
    "\n  fragment ReceiverForm_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n    createTime\n  }\n": types.ReceiverForm_EmailReceiverFragmentDoc,
    "\n  query EditReceiver($id: ID!) {\n    emailReceiver(id: $id) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n": types.EditReceiverDocument,
    "\n  mutation SaveEmailReceiver($id: ID, $version: Int, $input: EmailReceiverInput!) {\n    saveEmailReceiver(id: $id, version: $version, input: $input) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n": types.SaveEmailReceiverDocument,
    "\n  query ApiTokens($page: PageInput) {\n    apiTokens(page: $page) {\n      items {\n        ...ApiTokenRow_apiToken\n      }\n      total\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  query ApiTokenGrantableRoles {\n    apiTokenGrantableRoles {\n      id\n      name\n    }\n  }\n": types.ApiTokenGrantableRolesDocument,
    "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_apiToken\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  fragment ApiTokenRow_apiToken on ApiToken {\n    id\n    name\n    prefix\n    roles {\n      id\n      name\n    }\n    createdBy\n    createTime\n    expiresAt\n    lastUsedAt\n    lastUsedAddress\n  }\n": types.ApiTokenRow_ApiTokenFragmentDoc,
    "\n  query AuditLog($area: AuditArea, $actor: String, $dateFrom: String, $dateTo: String, $page: PageInput) {\n    auditTrail(area: $area, actor: $actor, dateFrom: $dateFrom, dateTo: $dateTo, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment BookingFeeForm_bookingFee on BookingFee {\n    type\n    mode\n    amount\n    version\n  }\n": types.BookingFeeForm_BookingFeeFragmentDoc,
    "\n  query BookingFeeScreen {\n    bookingFee {\n      ...BookingFeeForm_bookingFee\n    }\n    serviceFee {\n      rate\n      fixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n": types.BookingFeeScreenDocument,
    "\n  mutation SaveBookingFee($version: Int, $input: BookingFeeInput!) {\n    saveBookingFee(version: $version, input: $input) {\n      ...BookingFeeForm_bookingFee\n    }\n  }\n": types.SaveBookingFeeDocument,
    "\n  fragment DevMailRow_developmentMail on DevelopmentMail {\n    id\n    to\n    bcc\n    subject\n    sentAt\n  }\n": types.DevMailRow_DevelopmentMailFragmentDoc,
    "\n  query DevMail($page: PageInput) {\n    developmentMails(page: $page) {\n      items {\n        ...DevMailRow_developmentMail\n      }\n      total\n    }\n  }\n": types.DevMailDocument,
    "\n  query DevMailMessage($id: ID!) {\n    developmentMail(id: $id) {\n      id\n      from\n      to\n      bcc\n      subject\n      sentAt\n      text\n      qrCodes {\n        text\n        imageDataUrl\n      }\n    }\n  }\n": types.DevMailMessageDocument,
    "\n  query PaymentScreen {\n    creditCardConfig {\n      ...CardGatewayForm_creditCardConfig\n    }\n    paypalConfig {\n      ...PaypalForm_paypalConfig\n    }\n    unpaidHold {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n": types.PaymentScreenDocument,
    "\n  fragment CardGatewayForm_creditCardConfig on CreditCardConfig {\n    id\n    gatewayType\n    apiLoginId\n    transactionKey {\n      isSet\n      lastFour\n    }\n    publicClientKey\n    cardOrganizations\n    username\n    password {\n      isSet\n      lastFour\n    }\n    merchantId\n    sourceKey\n    sourcePin {\n      isSet\n      lastFour\n    }\n    publicApiKey\n    version\n    updateTime\n  }\n": types.CardGatewayForm_CreditCardConfigFragmentDoc,
    "\n  mutation SaveCreditCardConfig($version: Int, $input: CreditCardConfigInput!) {\n    saveCreditCardConfig(version: $version, input: $input) {\n      ...CardGatewayForm_creditCardConfig\n    }\n  }\n": types.SaveCreditCardConfigDocument,
    "\n  fragment PaypalForm_paypalConfig on PaypalConfig {\n    id\n    apiUsername\n    password {\n      isSet\n      lastFour\n    }\n    signature {\n      isSet\n      lastFour\n    }\n    clientId\n    clientSecret {\n      isSet\n      lastFour\n    }\n    status\n    version\n    updateTime\n  }\n": types.PaypalForm_PaypalConfigFragmentDoc,
    "\n  mutation SavePaypalConfig($version: Int, $input: PaypalConfigInput!) {\n    savePaypalConfig(version: $version, input: $input) {\n      ...PaypalForm_paypalConfig\n    }\n  }\n": types.SavePaypalConfigDocument,
    "\n  fragment UnpaidHoldForm_unpaidHold on UnpaidHold {\n    unpaidHoldDays\n    version\n  }\n": types.UnpaidHoldForm_UnpaidHoldFragmentDoc,
    "\n  mutation SaveUnpaidHold($version: Int!, $unpaidHoldDays: Int!) {\n    saveUnpaidHold(version: $version, unpaidHoldDays: $unpaidHoldDays) {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n": types.SaveUnpaidHoldDocument,
    "\n  query RoleList($filter: RoleFilter, $page: PageInput) {\n    roles(filter: $filter, page: $page) {\n      items {\n        ...RoleRow_role\n      }\n      total\n    }\n  }\n": types.RoleListDocument,
    "\n  mutation DeleteRole($id: ID!, $version: Int!) {\n    deleteRole(id: $id, version: $version)\n  }\n": types.DeleteRoleDocument,
    "\n  query PermissionCatalogue {\n    permissionCatalogue {\n      type\n      url\n      name\n      group\n      parent\n    }\n  }\n": types.PermissionCatalogueDocument,
    "\n  mutation AssignRoleResources($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {\n    assignRoleResources(id: $id, version: $version, permissions: $permissions) {\n      ...RoleRow_role\n    }\n  }\n": types.AssignRoleResourcesDocument,
    "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleRow_role\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $version: Int!, $input: RoleInput!) {\n    updateRole(id: $id, version: $version, input: $input) {\n      ...RoleRow_role\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  fragment RoleRow_role on Role {\n    id\n    name\n    description\n    allPermissions\n    permissions {\n      type\n      url\n    }\n    userCount\n    version\n  }\n": types.RoleRow_RoleFragmentDoc,
    "\n  query SystemEmail($type: EmailReceiverType, $page: PageInput) {\n    emailReceivers(type: $type, page: $page) {\n      items {\n        ...ReceiverRow_emailReceiver\n      }\n      total\n    }\n  }\n": types.SystemEmailDocument,
    "\n  mutation SendTestEmail($id: ID!) {\n    sendTestEmail(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n": types.SendTestEmailDocument,
    "\n  mutation DeleteEmailReceiver($id: ID!, $version: Int!) {\n    deleteEmailReceiver(id: $id, version: $version)\n  }\n": types.DeleteEmailReceiverDocument,
    "\n  fragment ReceiverRow_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n  }\n": types.ReceiverRow_EmailReceiverFragmentDoc,
    "\n  query UserList($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        ...UserRow_user\n      }\n      total\n    }\n  }\n": types.UserListDocument,
    "\n  query AssignableRoles {\n    assignableRoles {\n      id\n      name\n    }\n  }\n": types.AssignableRolesDocument,
    "\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id)\n  }\n": types.ResetUserTwoFactorDocument,
    "\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n": types.DeleteUserDocument,
    "\n  mutation AssignUserRoles($id: ID!, $version: Int!, $roleIds: [ID!]!) {\n    assignUserRoles(id: $id, version: $version, roleIds: $roleIds) {\n      ...UserRow_user\n    }\n  }\n": types.AssignUserRolesDocument,
    "\n  mutation ResetUserPassword($id: ID!, $newPassword: String!) {\n    resetUserPassword(id: $id, newPassword: $newPassword)\n  }\n": types.ResetUserPasswordDocument,
    "\n  query TwoFactorPolicy {\n    twoFactorPolicy {\n      requireForManagers\n    }\n  }\n": types.TwoFactorPolicyDocument,
    "\n  mutation SaveTwoFactorPolicy($requireForManagers: Boolean!) {\n    saveTwoFactorPolicy(requireForManagers: $requireForManagers) {\n      requireForManagers\n    }\n  }\n": types.SaveTwoFactorPolicyDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, version: $version, input: $input) {\n      ...UserRow_user\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment UserRow_user on User {\n    id\n    username\n    firstName\n    lastName\n    email\n    phoneCode\n    phone\n    status\n    roles {\n      id\n      name\n    }\n    lastLoginTime\n    createTime\n    twoFactorEnabled\n    version\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  query Webhooks($page: PageInput) {\n    webhooks(page: $page) {\n      items {\n        ...WebhookRow_webhook\n      }\n      total\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n      httpStatus\n      responseExcerpt\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  query WebhookDeliveries($webhookId: ID!, $page: PageInput) {\n    webhookDeliveries(webhookId: $webhookId, page: $page) {\n      items {\n        id\n        eventType\n        status\n        attempt\n        httpStatus\n        durationMs\n        responseExcerpt\n        createTime\n        lastAttemptTime\n      }\n      total\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n      httpStatus\n    }\n  }\n": types.RedeliverWebhookDeliveryDocument,
    "\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookRow_webhook\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookRow_webhook\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  fragment WebhookRow_webhook on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    createTime\n    lastDelivery {\n      status\n      time\n      httpStatus\n    }\n  }\n": types.WebhookRow_WebhookFragmentDoc,
    "\n  query Departures($from: String!, $to: String!, $tripIds: [ID!], $tagIds: [ID!]) {\n    departures(from: $from, to: $to, tripIds: $tripIds, tagIds: $tagIds) {\n      id\n      tripId\n      tripCode\n      tripName\n      stopSale\n      cancelled\n      cancellationJobId\n      date\n      shiftId\n      shiftName\n      time\n      capacity\n      sold\n      locked\n      checkedIn\n    }\n  }\n": types.DeparturesDocument,
    "\n  query DepartureFilters {\n    departureFilters {\n      trips {\n        id\n        code\n        name\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n": types.DepartureFiltersDocument,
    "\n  query DepartureManifest($tripId: ID!, $date: String!, $shiftId: ID) {\n    departureManifest(tripId: $tripId, date: $date, shiftId: $shiftId) {\n      truncated\n      departure {\n        id\n        tripId\n        tripCode\n        tripName\n        stopSale\n        cancelled\n        cancellationJobId\n        date\n        shiftId\n        shiftName\n        time\n        capacity\n        sold\n        locked\n        checkedIn\n      }\n      passengers {\n        ticketNumber\n        orderNumber\n        orderId\n        passengerName\n        passengerType\n        option\n        buyerName\n        status\n        held\n        checkedIn\n        checkedBy\n        checkTime\n      }\n    }\n  }\n": types.DepartureManifestDocument,
    "\n  mutation CheckInTicket($ticketNumber: String!, $departure: DepartureInput, $date: String, $anyDeparture: Boolean) {\n    checkInTicket(ticketNumber: $ticketNumber, departure: $departure, date: $date, anyDeparture: $anyDeparture) {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      tripName\n      date\n      shift\n      checkedBy\n      checkTime\n    }\n  }\n": types.CheckInTicketDocument,
    "\n  mutation UndoCheckIn($ticketNumber: String!) {\n    undoCheckIn(ticketNumber: $ticketNumber) {\n      id\n      ticketNumber\n      status\n    }\n  }\n": types.UndoCheckInDocument,
    "\n  query CheckInCounts($departure: DepartureInput!) {\n    checkInCounts(departure: $departure) {\n      checkedIn\n      expected\n    }\n  }\n": types.CheckInCountsDocument,
    "\n  query CheckInTripShifts($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      shifts {\n        name\n        selected\n      }\n    }\n  }\n": types.CheckInTripShiftsDocument,
    "\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n": types.GroupedTripForm_TripFragmentDoc,
    "\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n": types.GroupedTripEditDocument,
    "\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n": types.CreateGroupedTripDocument,
    "\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n": types.UpdateGroupedTripDocument,
    "\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n": types.GroupedTripMemberDocument,
    "\n  query ReservationList($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {\n    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {\n      items {\n        ...PassengerRow_ticket\n      }\n      total\n    }\n  }\n": types.ReservationListDocument,
    "\n  mutation NotifyPassengers($input: NotifyPassengersInput!) {\n    notifyPassengers(input: $input) {\n      id\n      channel\n      recipientCount\n      status\n    }\n  }\n": types.NotifyPassengersDocument,
    "\n  fragment PassengerRow_ticket on Ticket {\n    id\n    ticketNumber\n    date\n    shift\n    option\n    passengerName\n    passengerType\n    status\n    held\n    checkedBy\n    checkTime\n  }\n": types.PassengerRow_TicketFragmentDoc,
    "\n  query ReservationStatistics($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      inventoryType\n      rows {\n        date\n        shift\n        capacity\n        sold\n        locked\n        available\n      }\n      total {\n        capacity\n        sold\n        locked\n        available\n      }\n    }\n  }\n": types.ReservationStatisticsDocument,
    "\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        ...TagRow_tag\n      }\n      total\n    }\n  }\n": types.TagsListDocument,
    "\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n": types.DeleteTagDocument,
    "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n": types.UpdateTagDocument,
    "\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.TagOptionsDocument,
    "\n  fragment TagRow_tag on Tag {\n    id\n    name\n    thumbnailFileId\n    thumbnailUrl\n    tripCount\n    version\n  }\n": types.TagRow_TagFragmentDoc,
    "\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n": types.TripKindDocument,
    "\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n": types.TripForm_TripFragmentDoc,
    "\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n": types.TripFormDocument,
    "\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n": types.TripFormTimeZoneDocument,
    "\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n": types.TripFormSeatsDocument,
    "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n": types.CreateTripDocument,
    "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n": types.UpdateTripDocument,
    "\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        ...TripRow_trip\n      }\n      total\n    }\n  }\n": types.TripListDocument,
    "\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n": types.TripActions_TripFragmentDoc,
    "\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n": types.DuplicateTripDocument,
    "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.PublishTripDocument,
    "\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.StopSellingTripDocument,
    "\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.InactivateTripDocument,
    "\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.SponsorTripDocument,
    "\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n": types.DeactivateTripDocument,
    "\n  fragment TripRow_trip on TripSummary {\n    id\n    code\n    name\n    grouped\n    price\n    views\n    bookings\n    state\n    ...TripActions_trip\n  }\n": types.TripRow_TripFragmentDoc,
    "\n  fragment HomePage_image on PageImage {\n    fileId\n    url\n    name\n    uploadTime\n    uploaderName\n  }\n": types.HomePage_ImageFragmentDoc,
    "\n  fragment HomePage_page on VendorPage {\n    backgroundImage {\n      ...HomePage_image\n    }\n    logo {\n      ...HomePage_image\n    }\n    bgImages {\n      ...HomePage_image\n    }\n    aboutUs\n    slogan\n    supportPhoneCode\n    supportPurePhone\n    supportEmail\n    homePageUrl\n    version\n    updateTime\n  }\n": types.HomePage_PageFragmentDoc,
    "\n  query HomePage {\n    vendorPage {\n      ...HomePage_page\n    }\n  }\n": types.HomePageDocument,
    "\n  mutation SaveVendorPage($version: Int!, $input: VendorPageInput!) {\n    saveVendorPage(version: $version, input: $input) {\n      ...HomePage_page\n    }\n  }\n": types.SaveVendorPageDocument,
    "\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n": types.LoginUserDocument,
    "\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n": types.LoginUserWithAuthCodeDocument,
    "\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n": types.Session_SessionFragmentDoc,
    "\n  mutation LogoutUser {\n    logout\n  }\n": types.LogoutUserDocument,
    "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation CompleteTwoFactorLogin($username: String!, $challenge: String!, $code: String!) {\n    completeTwoFactorLogin(username: $username, challenge: $challenge, code: $code) {\n      ...Session_session\n    }\n  }\n": types.CompleteTwoFactorLoginDocument,
    "\n  query TripOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n": types.TripOptionsDocument,
    "\n  query SelectedTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n    }\n  }\n": types.SelectedTripDocument,
    "\n  query HistoryPanel($area: AuditArea, $targetId: ID, $page: PageInput) {\n    auditTrail(area: $area, targetId: $targetId, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n": types.HistoryPanelDocument,
    "\n  fragment AuditEntry_auditEntry on AuditEntry {\n    id\n    area\n    action\n    targetName\n    actor\n    time\n    changes {\n      field\n      from\n      to\n      fromItems\n      toItems\n      references {\n        id\n        name\n      }\n      secret\n    }\n  }\n": types.AuditEntry_AuditEntryFragmentDoc,
    "\n  query TenantTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n": types.TenantTimeZoneDocument,
    "\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n      name\n      createTime\n    }\n  }\n": types.UploadImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n"): (typeof documents)["\n  fragment AppFooter_tenant on TenantConfiguration {\n    timeZone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n"): (typeof documents)["\n  fragment AppFooter_serverInfo on ServerInfo {\n    version\n    environment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n"): (typeof documents)["\n  fragment GuideButton_initState on InitState {\n    initialized\n    completedSteps\n    totalSteps\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n"): (typeof documents)["\n  fragment UserMenu_user on SessionUser {\n    username\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n"): (typeof documents)["\n  fragment WebsiteButton_tenant on TenantConfiguration {\n    websiteUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommandPalette($keyword: String!, $limit: Int) {\n    search(keyword: $keyword, limit: $limit) {\n      keyword\n      orders {\n        id\n        orderNumber\n        contact {\n          firstName\n          lastName\n        }\n      }\n      trips {\n        id\n        name\n        code\n      }\n      coupons {\n        id\n        code\n      }\n      users {\n        id\n        username\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommandPalette($keyword: String!, $limit: Int) {\n    search(keyword: $keyword, limit: $limit) {\n      keyword\n      orders {\n        id\n        orderNumber\n        contact {\n          firstName\n          lastName\n        }\n      }\n      trips {\n        id\n        name\n        code\n      }\n      coupons {\n        id\n        code\n      }\n      users {\n        id\n        username\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupProgress {\n    me {\n      user {\n        id\n        initialized\n      }\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupProgress {\n    me {\n      user {\n        id\n        initialized\n      }\n      initState {\n        initialized\n        completedSteps\n        totalSteps\n        steps {\n          key\n          done\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        mustChangePassword\n        ...UserMenu_user\n      }\n      twoFactor {\n        enabled\n        required\n        ...TwoFactorModal_status\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n    mailStatus {\n      delivery\n      mailboxAvailable\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    me {\n      user {\n        id\n        initialized\n        mustChangePassword\n        ...UserMenu_user\n      }\n      twoFactor {\n        enabled\n        required\n        ...TwoFactorModal_status\n      }\n      permissions {\n        type\n        url\n      }\n      tenant {\n        tid\n        ...WebsiteButton_tenant\n        ...AppFooter_tenant\n      }\n      initState {\n        ...GuideButton_initState\n      }\n    }\n    serverInfo {\n      ...AppFooter_serverInfo\n    }\n    mailStatus {\n      delivery\n      mailboxAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TwoFactorModal_status on TwoFactorStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n"): (typeof documents)["\n  fragment TwoFactorModal_status on TwoFactorStatus {\n    enabled\n    required\n    recoveryCodesLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankInfoForm_bankInfo on BankInfo {\n    accountHolderName\n    routingNumber {\n      isSet\n      lastFour\n    }\n    accountNumber {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n"): (typeof documents)["\n  fragment BankInfoForm_bankInfo on BankInfo {\n    accountHolderName\n    routingNumber {\n      isSet\n      lastFour\n    }\n    accountNumber {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankInfoScreen {\n    bankInfo {\n      ...BankInfoForm_bankInfo\n    }\n  }\n"): (typeof documents)["\n  query BankInfoScreen {\n    bankInfo {\n      ...BankInfoForm_bankInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBankInfo($version: Int!, $input: BankInfoInput!) {\n    saveBankInfo(version: $version, input: $input) {\n      ...BankInfoForm_bankInfo\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBankInfo($version: Int!, $input: BankInfoInput!) {\n    saveBankInfo(version: $version, input: $input) {\n      ...BankInfoForm_bankInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutAccount {\n    payoutAccount {\n      id\n      detailsSubmitted\n      payoutsEnabled\n    }\n  }\n"): (typeof documents)["\n  query PayoutAccount {\n    payoutAccount {\n      id\n      detailsSubmitted\n      payoutsEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyInfoForm_companyInfo on CompanyInfo {\n    businessType\n    companyName\n    dotNumber\n    address\n    cityId\n    cityName\n    regionId\n    timeZoneId\n    contactName\n    contactPhoneCode\n    contactPhone\n    contactEmail\n    emailVerified\n    emailVerifiedAt\n    secondaryDomain\n    timeZoneChanges {\n      fromTimeZone\n      toTimeZone\n      changedBy\n      changeTime\n    }\n    version\n    updateTime\n  }\n"): (typeof documents)["\n  fragment CompanyInfoForm_companyInfo on CompanyInfo {\n    businessType\n    companyName\n    dotNumber\n    address\n    cityId\n    cityName\n    regionId\n    timeZoneId\n    contactName\n    contactPhoneCode\n    contactPhone\n    contactEmail\n    emailVerified\n    emailVerifiedAt\n    secondaryDomain\n    timeZoneChanges {\n      fromTimeZone\n      toTimeZone\n      changedBy\n      changeTime\n    }\n    version\n    updateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInfoScreen {\n    companyInfo {\n      ...CompanyInfoForm_companyInfo\n    }\n    regions {\n      id\n      code\n      name\n    }\n    timeZones {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompanyInfoScreen {\n    companyInfo {\n      ...CompanyInfoForm_companyInfo\n    }\n    regions {\n      id\n      code\n      name\n    }\n    timeZones {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCompanyInfo($version: Int!, $input: CompanyInfoInput!) {\n    saveCompanyInfo(version: $version, input: $input) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCompanyInfo($version: Int!, $input: CompanyInfoInput!) {\n    saveCompanyInfo(version: $version, input: $input) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityOptions($keyword: String!) {\n    cities(keyword: $keyword) {\n      id\n      name\n      state\n    }\n  }\n"): (typeof documents)["\n  query CityOptions($keyword: String!) {\n    cities(keyword: $keyword) {\n      id\n      name\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCompanyEmailVerification {\n    sendCompanyEmailVerification {\n      sentTo\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendCompanyEmailVerification {\n    sendCompanyEmailVerification {\n      sentTo\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCompanyEmail($code: String!) {\n    verifyCompanyEmail(code: $code) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCompanyEmail($code: String!) {\n    verifyCompanyEmail(code: $code) {\n      ...CompanyInfoForm_companyInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxInfoForm_taxInfo on TaxInfo {\n    taxTypeId\n    legalName\n    tin {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n"): (typeof documents)["\n  fragment TaxInfoForm_taxInfo on TaxInfo {\n    taxTypeId\n    legalName\n    tin {\n      isSet\n      lastFour\n    }\n    version\n    updateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxInfoScreen {\n    taxInfo {\n      ...TaxInfoForm_taxInfo\n    }\n    taxTypes {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query TaxInfoScreen {\n    taxInfo {\n      ...TaxInfoForm_taxInfo\n    }\n    taxTypes {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTaxInfo($version: Int!, $input: TaxInfoInput!) {\n    saveTaxInfo(version: $version, input: $input) {\n      ...TaxInfoForm_taxInfo\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTaxInfo($version: Int!, $input: TaxInfoInput!) {\n    saveTaxInfo(version: $version, input: $input) {\n      ...TaxInfoForm_taxInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementDetail($month: String!) {\n    statement(month: $month) {\n      month\n      ...StatementSummaryCard_statement\n      ...StatementLinesCard_statement\n    }\n  }\n"): (typeof documents)["\n  query StatementDetail($month: String!) {\n    statement(month: $month) {\n      month\n      ...StatementSummaryCard_statement\n      ...StatementLinesCard_statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementList($filter: StatementFilter, $page: PageInput) {\n    statements(filter: $filter, page: $page) {\n      items {\n        ...StatementRow_statement\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query StatementList($filter: StatementFilter, $page: PageInput) {\n    statements(filter: $filter, page: $page) {\n      items {\n        ...StatementRow_statement\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementEntries($month: String!, $kind: StatementEntryKind, $page: PageInput) {\n    statement(month: $month) {\n      month\n      entries(kind: $kind, page: $page) {\n        items {\n          ...StatementEntryRow_entry\n        }\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatementEntries($month: String!, $kind: StatementEntryKind, $page: PageInput) {\n    statement(month: $month) {\n      month\n      entries(kind: $kind, page: $page) {\n        items {\n          ...StatementEntryRow_entry\n        }\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementEntryRow_entry on StatementEntry {\n    kind\n    time\n    amount\n    orderId\n    orderNumber\n    refundId\n    refundNumber\n    paymentId\n  }\n"): (typeof documents)["\n  fragment StatementEntryRow_entry on StatementEntry {\n    kind\n    time\n    amount\n    orderId\n    orderNumber\n    refundId\n    refundNumber\n    paymentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementLinesCard_statement on Statement {\n    month\n    balance\n    orderCount\n    refundCount\n    chargebackCount\n    state\n    adjustments {\n      month\n      amount\n    }\n    lines {\n      ...StatementLines_lines\n    }\n    rates {\n      cardRate\n      cardFixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n"): (typeof documents)["\n  fragment StatementLinesCard_statement on Statement {\n    month\n    balance\n    orderCount\n    refundCount\n    chargebackCount\n    state\n    adjustments {\n      month\n      amount\n    }\n    lines {\n      ...StatementLines_lines\n    }\n    rates {\n      cardRate\n      cardFixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementLines_lines on StatementLines {\n    order\n    refund\n    chargeback\n    chargebackFee\n    processingFee\n    commission\n    subscriptionFee\n  }\n"): (typeof documents)["\n  fragment StatementLines_lines on StatementLines {\n    order\n    refund\n    chargeback\n    chargebackFee\n    processingFee\n    commission\n    subscriptionFee\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementSummaryCard_statement on Statement {\n    month\n    state\n    open\n    paidAt\n    balance\n  }\n"): (typeof documents)["\n  fragment StatementSummaryCard_statement on Statement {\n    month\n    state\n    open\n    paidAt\n    balance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementRow_statement on StatementSummary {\n    # A month is the statement's identity; the shared list keys its rows by id.\n    id: month\n    month\n    state\n    open\n    paidAt\n    balance\n    lines {\n      ...StatementLines_lines\n    }\n  }\n"): (typeof documents)["\n  fragment StatementRow_statement on StatementSummary {\n    # A month is the statement's identity; the shared list keys its rows by id.\n    id: month\n    month\n    state\n    open\n    paidAt\n    balance\n    lines {\n      ...StatementLines_lines\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponRedemptions($id: ID!, $page: PageInput) {\n    coupon(id: $id) {\n      id\n      usedCount\n      discountGiven\n      redemptions(page: $page) {\n        items {\n          orderId\n          orderNumber\n          code\n          customerName\n          createTime\n          discount\n          payAmount\n        }\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponRedemptions($id: ID!, $page: PageInput) {\n    coupon(id: $id) {\n      id\n      usedCount\n      discountGiven\n      redemptions(page: $page) {\n        items {\n          orderId\n          orderNumber\n          code\n          customerName\n          createTime\n          discount\n          payAmount\n        }\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      customPrices {\n        name\n      }\n      passengerPrices {\n        adult\n        child\n        elder\n        infant\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      customPrices {\n        name\n      }\n      passengerPrices {\n        adult\n        child\n        elder\n        infant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponGeneration($couponId: ID!) {\n    couponJobs(filter: { couponId: $couponId }, page: { number: 1, size: 1 }) {\n      items {\n        id\n        couponCode\n        requested\n        generated\n        state\n        errorMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponGeneration($couponId: ID!) {\n    couponJobs(filter: { couponId: $couponId }, page: { number: 1, size: 1 }) {\n      items {\n        id\n        couponCode\n        requested\n        generated\n        state\n        errorMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CouponGenerationChanged($couponId: ID!) {\n    couponJobChanged(couponId: $couponId) {\n      id\n      generated\n      state\n      eventType\n    }\n  }\n"): (typeof documents)["\n  subscription CouponGenerationChanged($couponId: ID!) {\n    couponJobChanged(couponId: $couponId) {\n      id\n      generated\n      state\n      eventType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponRow_couponSummary on CouponSummary {\n    id\n    code\n    codeType\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    count\n    startDate\n    endDate\n    userLimit\n    note\n    state\n    status\n    generatedCount\n    usedCount\n    discountGiven\n    version\n  }\n"): (typeof documents)["\n  fragment CouponRow_couponSummary on CouponSummary {\n    id\n    code\n    codeType\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    count\n    startDate\n    endDate\n    userLimit\n    note\n    state\n    status\n    generatedCount\n    usedCount\n    discountGiven\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponJobRow_couponJob on CouponJob {\n    id\n    couponId\n    couponCode\n    requested\n    generated\n    state\n    errorMessage\n    createTime\n    finishTime\n    creator\n  }\n"): (typeof documents)["\n  fragment CouponJobRow_couponJob on CouponJob {\n    id\n    couponId\n    couponCode\n    requested\n    generated\n    state\n    errorMessage\n    createTime\n    finishTime\n    creator\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponUsageRow_couponUsage on CouponUsage {\n    id\n    code\n    orderId\n    orderNumber\n    customerName\n    useTime\n    discount\n    orderAmount\n    payAmount\n  }\n"): (typeof documents)["\n  fragment CouponUsageRow_couponUsage on CouponUsage {\n    id\n    code\n    orderId\n    orderNumber\n    customerName\n    useTime\n    discount\n    orderAmount\n    payAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponForm_coupon on Coupon {\n    id\n    codeType\n    code\n    count\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    startDate\n    endDate\n    userLimit\n    channel\n    userType\n    emailSuffixLimit\n    emailSuffix\n    fullPriceLimit\n    category\n    tripIds\n    priceOptions\n    note\n    generatedCount\n    version\n  }\n"): (typeof documents)["\n  fragment CouponForm_coupon on Coupon {\n    id\n    codeType\n    code\n    count\n    discountType\n    amount\n    discountRatio\n    percentageUpperLimit\n    minimumSubtotal\n    startDate\n    endDate\n    userLimit\n    channel\n    userType\n    emailSuffixLimit\n    emailSuffix\n    fullPriceLimit\n    category\n    tripIds\n    priceOptions\n    note\n    generatedCount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditCoupon($id: ID!) {\n    coupon(id: $id) {\n      ...CouponForm_coupon\n    }\n  }\n"): (typeof documents)["\n  query EditCoupon($id: ID!) {\n    coupon(id: $id) {\n      ...CouponForm_coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CouponInput!, $requestId: ID) {\n    createCoupon(input: $input, requestId: $requestId) {\n      ...CouponForm_coupon\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CouponInput!, $requestId: ID) {\n    createCoupon(input: $input, requestId: $requestId) {\n      ...CouponForm_coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, version: $version, input: $input) {\n      ...CouponForm_coupon\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoupon($id: ID!, $version: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, version: $version, input: $input) {\n      ...CouponForm_coupon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponHistory($filter: CouponJobFilter, $page: PageInput) {\n    couponJobs(filter: $filter, page: $page) {\n      items {\n        ...CouponJobRow_couponJob\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CouponHistory($filter: CouponJobFilter, $page: PageInput) {\n    couponJobs(filter: $filter, page: $page) {\n      items {\n        ...CouponJobRow_couponJob\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryCouponJob($id: ID!) {\n    retryCouponJob(id: $id) {\n      ...CouponJobRow_couponJob\n    }\n  }\n"): (typeof documents)["\n  mutation RetryCouponJob($id: ID!) {\n    retryCouponJob(id: $id) {\n      ...CouponJobRow_couponJob\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponList($filter: CouponFilter, $page: PageInput) {\n    coupons(filter: $filter, page: $page) {\n      items {\n        ...CouponRow_couponSummary\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CouponList($filter: CouponFilter, $page: PageInput) {\n    coupons(filter: $filter, page: $page) {\n      items {\n        ...CouponRow_couponSummary\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCouponState($id: ID!, $version: Int!, $enabled: Boolean!) {\n    setCouponState(id: $id, version: $version, enabled: $enabled) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetCouponState($id: ID!, $version: Int!, $enabled: Boolean!) {\n    setCouponState(id: $id, version: $version, enabled: $enabled) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponUsage($id: ID!, $filter: CouponUsageFilter, $page: PageInput) {\n    couponUsage(id: $id, filter: $filter, page: $page) {\n      items {\n        ...CouponUsageRow_couponUsage\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CouponUsage($id: ID!, $filter: CouponUsageFilter, $page: PageInput) {\n    couponUsage(id: $id, filter: $filter, page: $page) {\n      items {\n        ...CouponUsageRow_couponUsage\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponUsageSummary($id: ID!) {\n    couponUsage(id: $id, page: { number: 1, size: 1 }) {\n      summary {\n        code\n        codeType\n        issued\n        used\n        unused\n        uses\n        discountGiven\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponUsageSummary($id: ID!) {\n    couponUsage(id: $id, page: { number: 1, size: 1 }) {\n      summary {\n        code\n        codeType\n        issued\n        used\n        unused\n        uses\n        discountGiven\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncomeReport($input: ReportRangeInput!, $comparison: ReportComparisonInput) {\n    incomeReport(input: $input, comparison: $comparison) {\n      dateFrom\n      dateTo\n      groupBy\n      compareWith\n      previousDateFrom\n      previousDateTo\n      current {\n        ...FigureCards_figures\n      }\n      previous {\n        ...FigureCards_figures\n      }\n      series {\n        periodStart\n        gross\n        refunds\n        chargebacks\n        net\n        orders\n        tickets\n      }\n      byPaymentMethod {\n        paymentType\n        amount\n        count\n      }\n      byChannel {\n        channelId\n        channelName\n        gross\n        orders\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncomeReport($input: ReportRangeInput!, $comparison: ReportComparisonInput) {\n    incomeReport(input: $input, comparison: $comparison) {\n      dateFrom\n      dateTo\n      groupBy\n      compareWith\n      previousDateFrom\n      previousDateTo\n      current {\n        ...FigureCards_figures\n      }\n      previous {\n        ...FigureCards_figures\n      }\n      series {\n        periodStart\n        gross\n        refunds\n        chargebacks\n        net\n        orders\n        tickets\n      }\n      byPaymentMethod {\n        paymentType\n        amount\n        count\n      }\n      byChannel {\n        channelId\n        channelName\n        gross\n        orders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureCards_figures on ReportFigures {\n    gross\n    refunds\n    chargebacks\n    net\n    orders\n    tickets\n    averageOrderValue\n  }\n"): (typeof documents)["\n  fragment FigureCards_figures on ReportFigures {\n    gross\n    refunds\n    chargebacks\n    net\n    orders\n    tickets\n    averageOrderValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripDetailReport($tripId: ID!, $input: ReportRangeInput!, $countBy: ReportCountBasis) {\n    tripDetailReport(tripId: $tripId, input: $input, countBy: $countBy) {\n      trip {\n        id\n        code\n        name\n      }\n      rows {\n        date\n        shift\n        capacity\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n      totals {\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripDetailReport($tripId: ID!, $input: ReportRangeInput!, $countBy: ReportCountBasis) {\n    tripDetailReport(tripId: $tripId, input: $input, countBy: $countBy) {\n      trip {\n        id\n        code\n        name\n      }\n      rows {\n        date\n        shift\n        capacity\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n      totals {\n        sold\n        checkedIn\n        refunded\n        chargedBack\n        revenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripReport(\n    $input: ReportRangeInput!\n    $page: PageInput\n    $sort: TripReportSortInput\n    $countBy: ReportCountBasis\n  ) {\n    tripReport(input: $input, page: $page, sort: $sort, countBy: $countBy) {\n      items {\n        ...TripReportRow_row\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TripReport(\n    $input: ReportRangeInput!\n    $page: PageInput\n    $sort: TripReportSortInput\n    $countBy: ReportCountBasis\n  ) {\n    tripReport(input: $input, page: $page, sort: $sort, countBy: $countBy) {\n      items {\n        ...TripReportRow_row\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripReportRow_row on TripReportRow {\n    id: tripId\n    tripCode\n    tripName\n    tickets\n    revenue\n    refundedTickets\n    refunds\n  }\n"): (typeof documents)["\n  fragment TripReportRow_row on TripReportRow {\n    id: tripId\n    tripCode\n    tripName\n    tickets\n    revenue\n    refundedTickets\n    refunds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAddTrips {\n    bookableTrips {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrderAddTrips {\n    bookableTrips {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAddDeparture($tripId: ID!, $date: String!) {\n    bookingDeparture(tripId: $tripId, date: $date) {\n      trip {\n        id\n        inventoryType\n      }\n      available\n      shifts {\n        name\n        capacity\n        available\n      }\n      options {\n        name\n        passengerType\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderAddDeparture($tripId: ID!, $date: String!) {\n    bookingDeparture(tripId: $tripId, date: $date) {\n      trip {\n        id\n        inventoryType\n      }\n      available\n      shifts {\n        name\n        capacity\n        available\n      }\n      options {\n        name\n        passengerType\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderAddQuote($input: BookingQuoteInput!) {\n    bookingQuote(input: $input) {\n      lines {\n        option\n        quantity\n        amount\n      }\n      subtotal\n      discount\n      couponCode\n      bookingFee\n      due\n    }\n  }\n"): (typeof documents)["\n  query OrderAddQuote($input: BookingQuoteInput!) {\n    bookingQuote(input: $input) {\n      lines {\n        option\n        quantity\n        amount\n      }\n      subtotal\n      discount\n      couponCode\n      bookingFee\n      due\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      id\n      orderNumber\n      state\n      totalAmount\n      couponCode\n      payments {\n        paymentType\n        payStatus\n        amount\n      }\n      contact {\n        firstName\n        lastName\n        email\n      }\n      tickets {\n        ticketNumber\n        option\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      id\n      orderNumber\n      state\n      totalAmount\n      couponCode\n      payments {\n        paymentType\n        payStatus\n        amount\n      }\n      contact {\n        firstName\n        lastName\n        email\n      }\n      tickets {\n        ticketNumber\n        option\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      state\n      ...OrderInfoSection_order\n      ...OrderAmountsSection_order\n      ...OrderLinesSection_order\n      ...PaymentsSection_order\n      ...TicketsSection_order\n      ...RefundRecordsSection_order\n      ...OrderHistorySection_order\n      ...RefundDialog_order\n      ...RecordPaymentDialog_order\n      ...CancelTicketsDialog_order\n      ...MoveTicketsDialog_order\n      ...ContactDialog_order\n      ...OrderNotesSection_order\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      state\n      ...OrderInfoSection_order\n      ...OrderAmountsSection_order\n      ...OrderLinesSection_order\n      ...PaymentsSection_order\n      ...TicketsSection_order\n      ...RefundRecordsSection_order\n      ...OrderHistorySection_order\n      ...RefundDialog_order\n      ...RecordPaymentDialog_order\n      ...CancelTicketsDialog_order\n      ...MoveTicketsDialog_order\n      ...ContactDialog_order\n      ...OrderNotesSection_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderList($filter: OrderFilter, $page: PageInput, $sort: OrderSort) {\n    orders(filter: $filter, page: $page, sort: $sort) {\n      items {\n        ...OrderRow_order\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n"): (typeof documents)["\n  query OrderList($filter: OrderFilter, $page: PageInput, $sort: OrderSort) {\n    orders(filter: $filter, page: $page, sort: $sort) {\n      items {\n        ...OrderRow_order\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderListChanged {\n    orderChanged {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription OrderListChanged {\n    orderChanged {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelOptions {\n    me {\n      tenant {\n        tid\n        channels {\n          id\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelOptions {\n    me {\n      tenant {\n        tid\n        channels {\n          id\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancelTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment CancelTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelOrderQuote($orderId: ID!, $ticketIds: [ID!]!) {\n    cancelOrderQuote(orderId: $orderId, ticketIds: $ticketIds) {\n      paid\n      charge\n      refund\n      cancelsOrder\n      totalAfter\n      balanceAfter\n      refunds {\n        paymentId\n        paymentType\n        amount\n        settledAtOnce\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancelOrderQuote($orderId: ID!, $ticketIds: [ID!]!) {\n    cancelOrderQuote(orderId: $orderId, ticketIds: $ticketIds) {\n      paid\n      charge\n      refund\n      cancelsOrder\n      totalAfter\n      balanceAfter\n      refunds {\n        paymentId\n        paymentType\n        amount\n        settledAtOnce\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrderTickets($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {\n    cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrderTickets($orderId: ID!, $version: Int!, $input: OrderCancelInput!) {\n    cancelOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactDialog_order on Order {\n    id\n    orderNumber\n    version\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n    tickets {\n      id\n      ticketNumber\n      passengerName\n    }\n  }\n"): (typeof documents)["\n  fragment ContactDialog_order on Order {\n    id\n    orderNumber\n    version\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n    tickets {\n      id\n      ticketNumber\n      passengerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderContact($id: ID!, $version: Int!, $input: OrderContactInput!) {\n    updateOrderContact(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderContact($id: ID!, $version: Int!, $input: OrderContactInput!) {\n    updateOrderContact(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoveTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      status\n      date\n      shift\n      tripId\n      tripName\n      option\n    }\n  }\n"): (typeof documents)["\n  fragment MoveTicketsDialog_order on Order {\n    id\n    version\n    orderNumber\n    state\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      status\n      date\n      shift\n      tripId\n      tripName\n      option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoveOrderTicketsQuote(\n    $orderId: ID!\n    $ticketIds: [ID!]!\n    $date: String!\n    $shift: String\n    $tripId: ID\n    $priceMode: MovePriceMode\n    $options: [OrderMoveTicketOptionInput!]\n  ) {\n    moveOrderTicketsQuote(\n      orderId: $orderId\n      ticketIds: $ticketIds\n      date: $date\n      shift: $shift\n      tripId: $tripId\n      priceMode: $priceMode\n      options: $options\n    ) {\n      fee\n      feeType\n      difference\n      collectedNow\n      cashNow\n      refund\n      seatsLeft\n      movable\n      shifts {\n        name\n        available\n      }\n      options {\n        name\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoveOrderTicketsQuote(\n    $orderId: ID!\n    $ticketIds: [ID!]!\n    $date: String!\n    $shift: String\n    $tripId: ID\n    $priceMode: MovePriceMode\n    $options: [OrderMoveTicketOptionInput!]\n  ) {\n    moveOrderTicketsQuote(\n      orderId: $orderId\n      ticketIds: $ticketIds\n      date: $date\n      shift: $shift\n      tripId: $tripId\n      priceMode: $priceMode\n      options: $options\n    ) {\n      fee\n      feeType\n      difference\n      collectedNow\n      cashNow\n      refund\n      seatsLeft\n      movable\n      shifts {\n        name\n        available\n      }\n      options {\n        name\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveOrderTickets($orderId: ID!, $version: Int!, $input: OrderMoveInput!) {\n    moveOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation MoveOrderTickets($orderId: ID!, $version: Int!, $input: OrderMoveInput!) {\n    moveOrderTickets(orderId: $orderId, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoveOrderTargetTrips {\n    moveOrderTargetTrips {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MoveOrderTargetTrips {\n    moveOrderTargetTrips {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAmountsSection_order on Order {\n    state\n    totalAmount\n    payAmount\n    balance\n    refundedAmount\n    bookingFee\n    rescheduleFee\n    differencePrice\n    couponCode\n  }\n"): (typeof documents)["\n  fragment OrderAmountsSection_order on Order {\n    state\n    totalAmount\n    payAmount\n    balance\n    refundedAmount\n    bookingFee\n    rescheduleFee\n    differencePrice\n    couponCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderHistorySection_order on Order {\n    history {\n      id\n      action\n      detail\n      amount\n      ticketNumbers\n      ticketCount\n      channelName\n      paymentType\n      errorCode\n      chargebackStatus\n      refundNumber\n      note\n      email\n      subject\n      holdDays\n      operatorName\n      createTime\n    }\n  }\n"): (typeof documents)["\n  fragment OrderHistorySection_order on Order {\n    history {\n      id\n      action\n      detail\n      amount\n      ticketNumbers\n      ticketCount\n      channelName\n      paymentType\n      errorCode\n      chargebackStatus\n      refundNumber\n      note\n      email\n      subject\n      holdDays\n      operatorName\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderInfoSection_order on Order {\n    orderNumber\n    state\n    stateCode\n    type\n    channelName\n    creator\n    createTime\n    payTime\n    completeTime\n    orderDate\n    transactionId\n    buyerId\n    addition\n    youthAgreement\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment OrderInfoSection_order on Order {\n    orderNumber\n    state\n    stateCode\n    type\n    channelName\n    creator\n    createTime\n    payTime\n    completeTime\n    orderDate\n    transactionId\n    buyerId\n    addition\n    youthAgreement\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLinesSection_order on Order {\n    lines {\n      id\n      tripCode\n      tripName\n      date\n      shift\n      option\n      quantity\n      unitPrice\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment OrderLinesSection_order on Order {\n    lines {\n      id\n      tripCode\n      tripName\n      date\n      shift\n      option\n      quantity\n      unitPrice\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderNotesSection_order on Order {\n    id\n    notes {\n      id\n      text\n      authorName\n      createTime\n    }\n  }\n"): (typeof documents)["\n  fragment OrderNotesSection_order on Order {\n    id\n    notes {\n      id\n      text\n      authorName\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentDetails_payment on Payment {\n    id\n    paymentType\n    account\n    transactionId\n    authCode\n    avsCode\n    cardBank\n    cardType\n    cardNumber\n    cardMonth\n    cardYear\n    dealStatus\n    errorCode\n    errorMsg\n    riskScore\n    maxmindScore\n    chargeBackAmount\n    chargeBackStatus\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    ip\n    userAgent\n    payTime\n    createTime\n  }\n"): (typeof documents)["\n  fragment PaymentDetails_payment on Payment {\n    id\n    paymentType\n    account\n    transactionId\n    authCode\n    avsCode\n    cardBank\n    cardType\n    cardNumber\n    cardMonth\n    cardYear\n    dealStatus\n    errorCode\n    errorMsg\n    riskScore\n    maxmindScore\n    chargeBackAmount\n    chargeBackStatus\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    ip\n    userAgent\n    payTime\n    createTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentsSection_order on Order {\n    payments {\n      id\n      paymentType\n      amount\n      payStatus\n      ...PaymentDetails_payment\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentsSection_order on Order {\n    payments {\n      id\n      paymentType\n      amount\n      payStatus\n      ...PaymentDetails_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordPaymentDialog_order on Order {\n    id\n    version\n    orderNumber\n    totalAmount\n    balance\n    createTime\n  }\n"): (typeof documents)["\n  fragment RecordPaymentDialog_order on Order {\n    id\n    version\n    orderNumber\n    totalAmount\n    balance\n    createTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOrderPayment($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {\n    recordOrderPayment(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      balance\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOrderPayment($orderId: ID!, $version: Int!, $input: OrderPaymentInput!) {\n    recordOrderPayment(orderId: $orderId, version: $version, input: $input) {\n      id\n      state\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundDialog_order on Order {\n    id\n    orderNumber\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n      actionable\n      price\n    }\n    payments {\n      id\n      paymentType\n      amount\n      refundableAmount\n      refundPayType\n      cardNumber\n      account\n    }\n  }\n"): (typeof documents)["\n  fragment RefundDialog_order on Order {\n    id\n    orderNumber\n    tickets {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      status\n      actionable\n      price\n    }\n    payments {\n      id\n      paymentType\n      amount\n      refundableAmount\n      refundPayType\n      cardNumber\n      account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRefund($input: CreateRefundInput!) {\n    createRefund(input: $input) {\n      id\n      refundNumber\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRefund($input: CreateRefundInput!) {\n    createRefund(input: $input) {\n      id\n      refundNumber\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundRecordsSection_order on Order {\n    refunds {\n      id\n      refundNumber\n      state\n      amount\n      fee\n      payType\n      ticketCodes\n      applyPersonName\n      createTime\n    }\n  }\n"): (typeof documents)["\n  fragment RefundRecordsSection_order on Order {\n    refunds {\n      id\n      refundNumber\n      state\n      amount\n      fee\n      payType\n      ticketCodes\n      applyPersonName\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendOrderConfirmation($id: ID!) {\n    resendOrderConfirmation(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendOrderConfirmation($id: ID!) {\n    resendOrderConfirmation(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketsSection_order on Order {\n    tickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      checkedBy\n      checkTime\n    }\n  }\n"): (typeof documents)["\n  fragment TicketsSection_order on Order {\n    tickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      checkedBy\n      checkTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderJobPreview($kind: OrderJobKind!, $selection: OrderSelectionInput!) {\n    orderJobPreview(kind: $kind, selection: $selection) {\n      total\n      eligible\n      refund\n    }\n  }\n"): (typeof documents)["\n  query OrderJobPreview($kind: OrderJobKind!, $selection: OrderSelectionInput!) {\n    orderJobPreview(kind: $kind, selection: $selection) {\n      total\n      eligible\n      refund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartureCancelPreview($departure: DepartureInput!) {\n    departureCancelPreview(departure: $departure) {\n      total\n      eligible\n      refund\n    }\n  }\n"): (typeof documents)["\n  query DepartureCancelPreview($departure: DepartureInput!) {\n    departureCancelPreview(departure: $departure) {\n      total\n      eligible\n      refund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderJobSummary_job on OrderJob {\n    id\n    kind\n    state\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    subject\n    departure {\n      tripId\n      tripName\n      date\n      shift\n    }\n    creator\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment OrderJobSummary_job on OrderJob {\n    id\n    kind\n    state\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    subject\n    departure {\n      tripId\n      tripName\n      date\n      shift\n    }\n    creator\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartOrderJob($input: StartOrderJobInput!) {\n    startOrderJob(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n"): (typeof documents)["\n  mutation StartOrderJob($input: StartOrderJobInput!) {\n    startOrderJob(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelDeparture($input: CancelDepartureInput!) {\n    cancelDeparture(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n"): (typeof documents)["\n  mutation CancelDeparture($input: CancelDepartureInput!) {\n    cancelDeparture(input: $input) {\n      id\n      ...OrderJobSummary_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderJob($id: ID!, $withItems: Boolean!, $itemsPage: PageInput) {\n    orderJob(id: $id) {\n      ...OrderJobSummary_job\n      failedItems: items(state: FAILED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n      skippedItems: items(state: SKIPPED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderJob($id: ID!, $withItems: Boolean!, $itemsPage: PageInput) {\n    orderJob(id: $id) {\n      ...OrderJobSummary_job\n      failedItems: items(state: FAILED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n      skippedItems: items(state: SKIPPED, page: $itemsPage) @include(if: $withItems) {\n        items {\n          ...OrderJobItem_item\n        }\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderJobItem_item on OrderJobItem {\n    orderId\n    orderNumber\n    state\n    reason\n    reasonKey\n  }\n"): (typeof documents)["\n  fragment OrderJobItem_item on OrderJobItem {\n    orderId\n    orderNumber\n    state\n    reason\n    reasonKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderJobs($page: PageInput) {\n    orderJobs(page: $page) {\n      items {\n        ...OrderJobSummary_job\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query OrderJobs($page: PageInput) {\n    orderJobs(page: $page) {\n      items {\n        ...OrderJobSummary_job\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRow_order on OrderSummary {\n    id\n    orderNumber\n    state\n    completeTime\n    totalAmount\n    paymentTypes\n    cardLast4\n    tripNames\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRow_order on OrderSummary {\n    id\n    orderNumber\n    state\n    completeTime\n    totalAmount\n    paymentTypes\n    cardLast4\n    tripNames\n    contact {\n      firstName\n      lastName\n      email\n      countryCode\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundOrderDetail($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      refundNumber\n      orderId\n      payType\n      ...RefundSummary_refund\n      ...RefundTickets_refund\n      ...RefundPayment_refund\n      ...RefundLogs_refund\n      ...RefundActions_refund\n    }\n  }\n"): (typeof documents)["\n  query RefundOrderDetail($id: ID!) {\n    refundOrder(id: $id) {\n      id\n      refundNumber\n      orderId\n      payType\n      ...RefundSummary_refund\n      ...RefundTickets_refund\n      ...RefundPayment_refund\n      ...RefundLogs_refund\n      ...RefundActions_refund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundOrderList($filter: RefundFilter, $page: PageInput) {\n    refundOrders(filter: $filter, page: $page) {\n      items {\n        ...RefundOrderRow_refundOrder\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n"): (typeof documents)["\n  query RefundOrderList($filter: RefundFilter, $page: PageInput) {\n    refundOrders(filter: $filter, page: $page) {\n      items {\n        ...RefundOrderRow_refundOrder\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RefundOrderListChanged {\n    refundOrderChanged {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription RefundOrderListChanged {\n    refundOrderChanged {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRefund($id: ID!, $version: Int!, $note: String) {\n    completeRefund(id: $id, version: $version, note: $note) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteRefund($id: ID!, $version: Int!, $note: String) {\n    completeRefund(id: $id, version: $version, note: $note) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundActions_refund on RefundOrder {\n    id\n    refundNumber\n    amount\n    state\n    version\n  }\n"): (typeof documents)["\n  fragment RefundActions_refund on RefundOrder {\n    id\n    refundNumber\n    amount\n    state\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRefund($id: ID!, $version: Int!) {\n    approveRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRefund($id: ID!, $version: Int!) {\n    approveRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRefund($id: ID!, $version: Int!) {\n    rejectRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRefund($id: ID!, $version: Int!) {\n    rejectRefund(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundLogs_refund on RefundOrder {\n    logs {\n      id\n      action\n      toState\n      operatorName\n      note\n      createTime\n    }\n  }\n"): (typeof documents)["\n  fragment RefundLogs_refund on RefundOrder {\n    logs {\n      id\n      action\n      toState\n      operatorName\n      note\n      createTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundPayment_refund on RefundOrder {\n    payType\n    payAccount\n    transactionId\n    paymentId\n    payments {\n      id\n      amount\n      refundedAmount\n      refundPendingAmount\n    }\n  }\n"): (typeof documents)["\n  fragment RefundPayment_refund on RefundOrder {\n    payType\n    payAccount\n    transactionId\n    paymentId\n    payments {\n      id\n      amount\n      refundedAmount\n      refundPendingAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundSummary_refund on RefundOrder {\n    refundNumber\n    state\n    orderId\n    orderNumber\n    contactFirstName\n    contactLastName\n    applyPersonName\n    createTime\n    amount\n    fee\n    checkFee\n    reason\n    checkBy\n    checkTime\n    completeBy\n    completeTime\n    remarks\n  }\n"): (typeof documents)["\n  fragment RefundSummary_refund on RefundOrder {\n    refundNumber\n    state\n    orderId\n    orderNumber\n    contactFirstName\n    contactLastName\n    applyPersonName\n    createTime\n    amount\n    fee\n    checkFee\n    reason\n    checkBy\n    checkTime\n    completeBy\n    completeTime\n    remarks\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundTickets_refund on RefundOrder {\n    fee\n    feeDetails {\n      ticketId\n      price\n      fee\n    }\n    refundTickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      previousStatus\n    }\n  }\n"): (typeof documents)["\n  fragment RefundTickets_refund on RefundOrder {\n    fee\n    feeDetails {\n      ticketId\n      price\n      fee\n    }\n    refundTickets {\n      id\n      ticketNumber\n      tripName\n      date\n      shift\n      option\n      passengerName\n      passengerType\n      status\n      previousStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundOrderRow_refundOrder on RefundOrderSummary {\n    id\n    refundNumber\n    orderId\n    orderNumber\n    amount\n    applyPersonName\n    createTime\n    state\n  }\n"): (typeof documents)["\n  fragment RefundOrderRow_refundOrder on RefundOrderSummary {\n    id\n    refundNumber\n    orderId\n    orderNumber\n    amount\n    applyPersonName\n    createTime\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionDetail($id: ID!) {\n    transaction(id: $id) {\n      id\n      transactionId\n      orderId\n      ...TransactionFacts_transaction\n    }\n  }\n"): (typeof documents)["\n  query TransactionDetail($id: ID!) {\n    transaction(id: $id) {\n      id\n      transactionId\n      orderId\n      ...TransactionFacts_transaction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionList($filter: TransactionFilter, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      items {\n        ...TransactionRow_transaction\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n"): (typeof documents)["\n  query TransactionList($filter: TransactionFilter, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      items {\n        ...TransactionRow_transaction\n      }\n      total\n      totalIsLowerBound\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionFacts_transaction on Transaction {\n    id\n    transactionId\n    paymentType\n    amount\n    payStatus\n    dealStatus\n    payTime\n    createTime\n    authCode\n    avsCode\n    errorCode\n    errorMsg\n    cardNumber\n    cardType\n    cardBank\n    cardMonth\n    cardYear\n    paypalAccount\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    chargeBackAmount\n    chargeBackStatus\n    riskScore\n    maxmindScore\n    ip\n    userAgent\n    orderId\n    orderNumber\n    customerName\n    contactEmail\n    channelName\n  }\n"): (typeof documents)["\n  fragment TransactionFacts_transaction on Transaction {\n    id\n    transactionId\n    paymentType\n    amount\n    payStatus\n    dealStatus\n    payTime\n    createTime\n    authCode\n    avsCode\n    errorCode\n    errorMsg\n    cardNumber\n    cardType\n    cardBank\n    cardMonth\n    cardYear\n    paypalAccount\n    refundedAmount\n    refundPendingAmount\n    refundableAmount\n    chargeBackAmount\n    chargeBackStatus\n    riskScore\n    maxmindScore\n    ip\n    userAgent\n    orderId\n    orderNumber\n    customerName\n    contactEmail\n    channelName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionRow_transaction on TransactionSummary {\n    id\n    createTime\n    transactionId\n    authCode\n    orderId\n    orderNumber\n    cardNumber\n    paypalAccount\n    customerName\n    amount\n    errorCode\n    errorMsg\n    channelName\n    payStatus\n    chargeBackStatus\n    chargeBackAmount\n  }\n"): (typeof documents)["\n  fragment TransactionRow_transaction on TransactionSummary {\n    id\n    createTime\n    transactionId\n    authCode\n    orderId\n    orderNumber\n    cardNumber\n    paypalAccount\n    customerName\n    amount\n    errorCode\n    errorMsg\n    channelName\n    payStatus\n    chargeBackStatus\n    chargeBackAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiverForm_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n    createTime\n  }\n"): (typeof documents)["\n  fragment ReceiverForm_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n    createTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditReceiver($id: ID!) {\n    emailReceiver(id: $id) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n"): (typeof documents)["\n  query EditReceiver($id: ID!) {\n    emailReceiver(id: $id) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEmailReceiver($id: ID, $version: Int, $input: EmailReceiverInput!) {\n    saveEmailReceiver(id: $id, version: $version, input: $input) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEmailReceiver($id: ID, $version: Int, $input: EmailReceiverInput!) {\n    saveEmailReceiver(id: $id, version: $version, input: $input) {\n      ...ReceiverForm_emailReceiver\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens($page: PageInput) {\n    apiTokens(page: $page) {\n      items {\n        ...ApiTokenRow_apiToken\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens($page: PageInput) {\n    apiTokens(page: $page) {\n      items {\n        ...ApiTokenRow_apiToken\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokenGrantableRoles {\n    apiTokenGrantableRoles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ApiTokenGrantableRoles {\n    apiTokenGrantableRoles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_apiToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: ApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        ...ApiTokenRow_apiToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenRow_apiToken on ApiToken {\n    id\n    name\n    prefix\n    roles {\n      id\n      name\n    }\n    createdBy\n    createTime\n    expiresAt\n    lastUsedAt\n    lastUsedAddress\n  }\n"): (typeof documents)["\n  fragment ApiTokenRow_apiToken on ApiToken {\n    id\n    name\n    prefix\n    roles {\n      id\n      name\n    }\n    createdBy\n    createTime\n    expiresAt\n    lastUsedAt\n    lastUsedAddress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($area: AuditArea, $actor: String, $dateFrom: String, $dateTo: String, $page: PageInput) {\n    auditTrail(area: $area, actor: $actor, dateFrom: $dateFrom, dateTo: $dateTo, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($area: AuditArea, $actor: String, $dateFrom: String, $dateTo: String, $page: PageInput) {\n    auditTrail(area: $area, actor: $actor, dateFrom: $dateFrom, dateTo: $dateTo, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFeeForm_bookingFee on BookingFee {\n    type\n    mode\n    amount\n    version\n  }\n"): (typeof documents)["\n  fragment BookingFeeForm_bookingFee on BookingFee {\n    type\n    mode\n    amount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFeeScreen {\n    bookingFee {\n      ...BookingFeeForm_bookingFee\n    }\n    serviceFee {\n      rate\n      fixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n"): (typeof documents)["\n  query BookingFeeScreen {\n    bookingFee {\n      ...BookingFeeForm_bookingFee\n    }\n    serviceFee {\n      rate\n      fixed\n      commissionRate\n      chargebackFee\n      subscriptionFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBookingFee($version: Int, $input: BookingFeeInput!) {\n    saveBookingFee(version: $version, input: $input) {\n      ...BookingFeeForm_bookingFee\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBookingFee($version: Int, $input: BookingFeeInput!) {\n    saveBookingFee(version: $version, input: $input) {\n      ...BookingFeeForm_bookingFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DevMailRow_developmentMail on DevelopmentMail {\n    id\n    to\n    bcc\n    subject\n    sentAt\n  }\n"): (typeof documents)["\n  fragment DevMailRow_developmentMail on DevelopmentMail {\n    id\n    to\n    bcc\n    subject\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevMail($page: PageInput) {\n    developmentMails(page: $page) {\n      items {\n        ...DevMailRow_developmentMail\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DevMail($page: PageInput) {\n    developmentMails(page: $page) {\n      items {\n        ...DevMailRow_developmentMail\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevMailMessage($id: ID!) {\n    developmentMail(id: $id) {\n      id\n      from\n      to\n      bcc\n      subject\n      sentAt\n      text\n      qrCodes {\n        text\n        imageDataUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query DevMailMessage($id: ID!) {\n    developmentMail(id: $id) {\n      id\n      from\n      to\n      bcc\n      subject\n      sentAt\n      text\n      qrCodes {\n        text\n        imageDataUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentScreen {\n    creditCardConfig {\n      ...CardGatewayForm_creditCardConfig\n    }\n    paypalConfig {\n      ...PaypalForm_paypalConfig\n    }\n    unpaidHold {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n"): (typeof documents)["\n  query PaymentScreen {\n    creditCardConfig {\n      ...CardGatewayForm_creditCardConfig\n    }\n    paypalConfig {\n      ...PaypalForm_paypalConfig\n    }\n    unpaidHold {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardGatewayForm_creditCardConfig on CreditCardConfig {\n    id\n    gatewayType\n    apiLoginId\n    transactionKey {\n      isSet\n      lastFour\n    }\n    publicClientKey\n    cardOrganizations\n    username\n    password {\n      isSet\n      lastFour\n    }\n    merchantId\n    sourceKey\n    sourcePin {\n      isSet\n      lastFour\n    }\n    publicApiKey\n    version\n    updateTime\n  }\n"): (typeof documents)["\n  fragment CardGatewayForm_creditCardConfig on CreditCardConfig {\n    id\n    gatewayType\n    apiLoginId\n    transactionKey {\n      isSet\n      lastFour\n    }\n    publicClientKey\n    cardOrganizations\n    username\n    password {\n      isSet\n      lastFour\n    }\n    merchantId\n    sourceKey\n    sourcePin {\n      isSet\n      lastFour\n    }\n    publicApiKey\n    version\n    updateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCreditCardConfig($version: Int, $input: CreditCardConfigInput!) {\n    saveCreditCardConfig(version: $version, input: $input) {\n      ...CardGatewayForm_creditCardConfig\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCreditCardConfig($version: Int, $input: CreditCardConfigInput!) {\n    saveCreditCardConfig(version: $version, input: $input) {\n      ...CardGatewayForm_creditCardConfig\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaypalForm_paypalConfig on PaypalConfig {\n    id\n    apiUsername\n    password {\n      isSet\n      lastFour\n    }\n    signature {\n      isSet\n      lastFour\n    }\n    clientId\n    clientSecret {\n      isSet\n      lastFour\n    }\n    status\n    version\n    updateTime\n  }\n"): (typeof documents)["\n  fragment PaypalForm_paypalConfig on PaypalConfig {\n    id\n    apiUsername\n    password {\n      isSet\n      lastFour\n    }\n    signature {\n      isSet\n      lastFour\n    }\n    clientId\n    clientSecret {\n      isSet\n      lastFour\n    }\n    status\n    version\n    updateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePaypalConfig($version: Int, $input: PaypalConfigInput!) {\n    savePaypalConfig(version: $version, input: $input) {\n      ...PaypalForm_paypalConfig\n    }\n  }\n"): (typeof documents)["\n  mutation SavePaypalConfig($version: Int, $input: PaypalConfigInput!) {\n    savePaypalConfig(version: $version, input: $input) {\n      ...PaypalForm_paypalConfig\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnpaidHoldForm_unpaidHold on UnpaidHold {\n    unpaidHoldDays\n    version\n  }\n"): (typeof documents)["\n  fragment UnpaidHoldForm_unpaidHold on UnpaidHold {\n    unpaidHoldDays\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnpaidHold($version: Int!, $unpaidHoldDays: Int!) {\n    saveUnpaidHold(version: $version, unpaidHoldDays: $unpaidHoldDays) {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnpaidHold($version: Int!, $unpaidHoldDays: Int!) {\n    saveUnpaidHold(version: $version, unpaidHoldDays: $unpaidHoldDays) {\n      ...UnpaidHoldForm_unpaidHold\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleList($filter: RoleFilter, $page: PageInput) {\n    roles(filter: $filter, page: $page) {\n      items {\n        ...RoleRow_role\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query RoleList($filter: RoleFilter, $page: PageInput) {\n    roles(filter: $filter, page: $page) {\n      items {\n        ...RoleRow_role\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!, $version: Int!) {\n    deleteRole(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!, $version: Int!) {\n    deleteRole(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionCatalogue {\n    permissionCatalogue {\n      type\n      url\n      name\n      group\n      parent\n    }\n  }\n"): (typeof documents)["\n  query PermissionCatalogue {\n    permissionCatalogue {\n      type\n      url\n      name\n      group\n      parent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignRoleResources($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {\n    assignRoleResources(id: $id, version: $version, permissions: $permissions) {\n      ...RoleRow_role\n    }\n  }\n"): (typeof documents)["\n  mutation AssignRoleResources($id: ID!, $version: Int!, $permissions: [ResourceInput!]!) {\n    assignRoleResources(id: $id, version: $version, permissions: $permissions) {\n      ...RoleRow_role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleRow_role\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: RoleInput!) {\n    createRole(input: $input) {\n      ...RoleRow_role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($id: ID!, $version: Int!, $input: RoleInput!) {\n    updateRole(id: $id, version: $version, input: $input) {\n      ...RoleRow_role\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($id: ID!, $version: Int!, $input: RoleInput!) {\n    updateRole(id: $id, version: $version, input: $input) {\n      ...RoleRow_role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleRow_role on Role {\n    id\n    name\n    description\n    allPermissions\n    permissions {\n      type\n      url\n    }\n    userCount\n    version\n  }\n"): (typeof documents)["\n  fragment RoleRow_role on Role {\n    id\n    name\n    description\n    allPermissions\n    permissions {\n      type\n      url\n    }\n    userCount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemEmail($type: EmailReceiverType, $page: PageInput) {\n    emailReceivers(type: $type, page: $page) {\n      items {\n        ...ReceiverRow_emailReceiver\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query SystemEmail($type: EmailReceiverType, $page: PageInput) {\n    emailReceivers(type: $type, page: $page) {\n      items {\n        ...ReceiverRow_emailReceiver\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestEmail($id: ID!) {\n    sendTestEmail(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestEmail($id: ID!) {\n    sendTestEmail(id: $id) {\n      sentTo\n      queuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmailReceiver($id: ID!, $version: Int!) {\n    deleteEmailReceiver(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteEmailReceiver($id: ID!, $version: Int!) {\n    deleteEmailReceiver(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceiverRow_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n  }\n"): (typeof documents)["\n  fragment ReceiverRow_emailReceiver on EmailReceiver {\n    id\n    email\n    contactName\n    type\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserList($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        ...UserRow_user\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query UserList($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        ...UserRow_user\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignableRoles {\n    assignableRoles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AssignableRoles {\n    assignableRoles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id)\n  }\n"): (typeof documents)["\n  mutation ResetUserTwoFactor($id: ID!) {\n    resetUserTwoFactor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!, $version: Int!) {\n    deleteUser(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignUserRoles($id: ID!, $version: Int!, $roleIds: [ID!]!) {\n    assignUserRoles(id: $id, version: $version, roleIds: $roleIds) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation AssignUserRoles($id: ID!, $version: Int!, $roleIds: [ID!]!) {\n    assignUserRoles(id: $id, version: $version, roleIds: $roleIds) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($id: ID!, $newPassword: String!) {\n    resetUserPassword(id: $id, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetUserPassword($id: ID!, $newPassword: String!) {\n    resetUserPassword(id: $id, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorPolicy {\n    twoFactorPolicy {\n      requireForManagers\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorPolicy {\n    twoFactorPolicy {\n      requireForManagers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTwoFactorPolicy($requireForManagers: Boolean!) {\n    saveTwoFactorPolicy(requireForManagers: $requireForManagers) {\n      requireForManagers\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTwoFactorPolicy($requireForManagers: Boolean!) {\n    saveTwoFactorPolicy(requireForManagers: $requireForManagers) {\n      requireForManagers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, version: $version, input: $input) {\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UpdateUserInput!) {\n    updateUser(id: $id, version: $version, input: $input) {\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_user on User {\n    id\n    username\n    firstName\n    lastName\n    email\n    phoneCode\n    phone\n    status\n    roles {\n      id\n      name\n    }\n    lastLoginTime\n    createTime\n    twoFactorEnabled\n    version\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    id\n    username\n    firstName\n    lastName\n    email\n    phoneCode\n    phone\n    status\n    roles {\n      id\n      name\n    }\n    lastLoginTime\n    createTime\n    twoFactorEnabled\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks($page: PageInput) {\n    webhooks(page: $page) {\n      items {\n        ...WebhookRow_webhook\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query Webhooks($page: PageInput) {\n    webhooks(page: $page) {\n      items {\n        ...WebhookRow_webhook\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n      httpStatus\n      responseExcerpt\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n      httpStatus\n      responseExcerpt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!, $page: PageInput) {\n    webhookDeliveries(webhookId: $webhookId, page: $page) {\n      items {\n        id\n        eventType\n        status\n        attempt\n        httpStatus\n        durationMs\n        responseExcerpt\n        createTime\n        lastAttemptTime\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!, $page: PageInput) {\n    webhookDeliveries(webhookId: $webhookId, page: $page) {\n      items {\n        id\n        eventType\n        status\n        attempt\n        httpStatus\n        durationMs\n        responseExcerpt\n        createTime\n        lastAttemptTime\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n      httpStatus\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookDelivery($id: ID!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n      httpStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookRow_webhook\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookRow_webhook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookRow_webhook\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: ID!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookRow_webhook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookRow_webhook on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    createTime\n    lastDelivery {\n      status\n      time\n      httpStatus\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookRow_webhook on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    createTime\n    lastDelivery {\n      status\n      time\n      httpStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departures($from: String!, $to: String!, $tripIds: [ID!], $tagIds: [ID!]) {\n    departures(from: $from, to: $to, tripIds: $tripIds, tagIds: $tagIds) {\n      id\n      tripId\n      tripCode\n      tripName\n      stopSale\n      cancelled\n      cancellationJobId\n      date\n      shiftId\n      shiftName\n      time\n      capacity\n      sold\n      locked\n      checkedIn\n    }\n  }\n"): (typeof documents)["\n  query Departures($from: String!, $to: String!, $tripIds: [ID!], $tagIds: [ID!]) {\n    departures(from: $from, to: $to, tripIds: $tripIds, tagIds: $tagIds) {\n      id\n      tripId\n      tripCode\n      tripName\n      stopSale\n      cancelled\n      cancellationJobId\n      date\n      shiftId\n      shiftName\n      time\n      capacity\n      sold\n      locked\n      checkedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartureFilters {\n    departureFilters {\n      trips {\n        id\n        code\n        name\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepartureFilters {\n    departureFilters {\n      trips {\n        id\n        code\n        name\n      }\n      tags {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartureManifest($tripId: ID!, $date: String!, $shiftId: ID) {\n    departureManifest(tripId: $tripId, date: $date, shiftId: $shiftId) {\n      truncated\n      departure {\n        id\n        tripId\n        tripCode\n        tripName\n        stopSale\n        cancelled\n        cancellationJobId\n        date\n        shiftId\n        shiftName\n        time\n        capacity\n        sold\n        locked\n        checkedIn\n      }\n      passengers {\n        ticketNumber\n        orderNumber\n        orderId\n        passengerName\n        passengerType\n        option\n        buyerName\n        status\n        held\n        checkedIn\n        checkedBy\n        checkTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepartureManifest($tripId: ID!, $date: String!, $shiftId: ID) {\n    departureManifest(tripId: $tripId, date: $date, shiftId: $shiftId) {\n      truncated\n      departure {\n        id\n        tripId\n        tripCode\n        tripName\n        stopSale\n        cancelled\n        cancellationJobId\n        date\n        shiftId\n        shiftName\n        time\n        capacity\n        sold\n        locked\n        checkedIn\n      }\n      passengers {\n        ticketNumber\n        orderNumber\n        orderId\n        passengerName\n        passengerType\n        option\n        buyerName\n        status\n        held\n        checkedIn\n        checkedBy\n        checkTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInTicket($ticketNumber: String!, $departure: DepartureInput, $date: String, $anyDeparture: Boolean) {\n    checkInTicket(ticketNumber: $ticketNumber, departure: $departure, date: $date, anyDeparture: $anyDeparture) {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      tripName\n      date\n      shift\n      checkedBy\n      checkTime\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInTicket($ticketNumber: String!, $departure: DepartureInput, $date: String, $anyDeparture: Boolean) {\n    checkInTicket(ticketNumber: $ticketNumber, departure: $departure, date: $date, anyDeparture: $anyDeparture) {\n      id\n      ticketNumber\n      passengerName\n      passengerType\n      tripName\n      date\n      shift\n      checkedBy\n      checkTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCheckIn($ticketNumber: String!) {\n    undoCheckIn(ticketNumber: $ticketNumber) {\n      id\n      ticketNumber\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCheckIn($ticketNumber: String!) {\n    undoCheckIn(ticketNumber: $ticketNumber) {\n      id\n      ticketNumber\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInCounts($departure: DepartureInput!) {\n    checkInCounts(departure: $departure) {\n      checkedIn\n      expected\n    }\n  }\n"): (typeof documents)["\n  query CheckInCounts($departure: DepartureInput!) {\n    checkInCounts(departure: $departure) {\n      checkedIn\n      expected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInTripShifts($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      shifts {\n        name\n        selected\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckInTripShifts($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      shifts {\n        name\n        selected\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n"): (typeof documents)["\n  fragment GroupedTripForm_trip on Trip {\n    id\n    code\n    name\n    trip1Id\n    trip2Id\n    requireSameDay\n    imageFileId\n    imageUrl\n    tagIds\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n"): (typeof documents)["\n  query GroupedTripEdit($id: ID!) {\n    trip(id: $id) {\n      ...GroupedTripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroupedTrip($input: GroupedTripInput!) {\n    createGroupedTrip(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroupedTrip($id: ID!, $version: Int!, $input: GroupedTripInput!) {\n    updateGroupedTrip(id: $id, version: $version, input: $input) {\n      ...GroupedTripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupedTripMember($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n      pricingType\n      inventoryType\n      rescheduleFeeType\n      rescheduleFee\n      cancellationType\n      cancellationAmount\n      cancellationPercentage\n      specialRequest\n      ageLimit\n      customPrices {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationList($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {\n    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {\n      items {\n        ...PassengerRow_ticket\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ReservationList($tripId: ID!, $date: String, $shift: String, $status: TicketStatus, $page: PageInput) {\n    reservations(tripId: $tripId, date: $date, shift: $shift, status: $status, page: $page) {\n      items {\n        ...PassengerRow_ticket\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyPassengers($input: NotifyPassengersInput!) {\n    notifyPassengers(input: $input) {\n      id\n      channel\n      recipientCount\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyPassengers($input: NotifyPassengersInput!) {\n    notifyPassengers(input: $input) {\n      id\n      channel\n      recipientCount\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PassengerRow_ticket on Ticket {\n    id\n    ticketNumber\n    date\n    shift\n    option\n    passengerName\n    passengerType\n    status\n    held\n    checkedBy\n    checkTime\n  }\n"): (typeof documents)["\n  fragment PassengerRow_ticket on Ticket {\n    id\n    ticketNumber\n    date\n    shift\n    option\n    passengerName\n    passengerType\n    status\n    held\n    checkedBy\n    checkTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReservationStatistics($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      inventoryType\n      rows {\n        date\n        shift\n        capacity\n        sold\n        locked\n        available\n      }\n      total {\n        capacity\n        sold\n        locked\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReservationStatistics($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      inventoryType\n      rows {\n        date\n        shift\n        capacity\n        sold\n        locked\n        available\n      }\n      total {\n        capacity\n        sold\n        locked\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        ...TagRow_tag\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TagsList($page: PageInput) {\n    tags(page: $page) {\n      items {\n        ...TagRow_tag\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!, $version: Int) {\n    deleteTag(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($input: TagInput!) {\n    createTag(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($id: ID!, $version: Int!, $input: TagInput!) {\n    updateTag(id: $id, version: $version, input: $input) {\n      id\n      name\n      thumbnailFileId\n      thumbnailUrl\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagOptions($page: PageInput) {\n    tags(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagRow_tag on Tag {\n    id\n    name\n    thumbnailFileId\n    thumbnailUrl\n    tripCount\n    version\n  }\n"): (typeof documents)["\n  fragment TagRow_tag on Tag {\n    id\n    name\n    thumbnailFileId\n    thumbnailUrl\n    tripCount\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n"): (typeof documents)["\n  query TripKind($id: ID!) {\n    trip(id: $id) {\n      id\n      grouped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n"): (typeof documents)["\n  fragment TripForm_trip on Trip {\n    id\n    code\n    name\n    template\n    tripType\n    version\n    tagIds\n    imageFileId\n    imageUrl\n    pricingType\n    price\n    passengerPrices {\n      adult\n      child\n      infant\n      elder\n    }\n    customPrices {\n      name\n      price\n    }\n    inventoryType\n    totalQuantity\n    shifts {\n      name\n      selected\n    }\n    inventories {\n      date\n      shift\n      quantity\n    }\n    ageLimit\n    specialRequest\n    rescheduleFeeType\n    rescheduleFee\n    cancellationType\n    cancellationAmount\n    cancellationPercentage\n    saleStart\n    saleEnd\n    notForIndividualSale\n    includes\n    overview\n    destination\n    freeServices\n    route {\n      name\n      address\n      latitude\n      longitude\n    }\n    duration {\n      value\n      unit\n    }\n    pickUp {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    dropOff {\n      address\n      position\n      description\n      city\n      cityId\n    }\n    itinerary {\n      day\n      title\n      description\n    }\n    terms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n"): (typeof documents)["\n  query TripForm($id: ID!) {\n    trip(id: $id) {\n      ...TripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripFormTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripFormSeats($tripId: ID!) {\n    reservationStatistics(tripId: $tripId) {\n      tripId\n      total {\n        sold\n        locked\n      }\n      rows {\n        date\n        shift\n        sold\n        locked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrip($input: TripInput!) {\n    createTrip(input: $input) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrip($id: ID!, $version: Int!, $input: TripInput!) {\n    updateTrip(id: $id, version: $version, input: $input) {\n      ...TripForm_trip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        ...TripRow_trip\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TripList($filter: TripFilter, $page: PageInput) {\n    trips(filter: $filter, page: $page) {\n      items {\n        ...TripRow_trip\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n"): (typeof documents)["\n  fragment TripActions_trip on TripSummary {\n    id\n    code\n    name\n    state\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateTrip($id: ID!) {\n    duplicateTrip(id: $id) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation PublishTrip($id: ID!, $version: Int!) {\n    publishTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation StopSellingTrip($id: ID!, $version: Int!) {\n    stopSellingTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation InactivateTrip($id: ID!, $version: Int!) {\n    inactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SponsorTrip($id: ID!, $version: Int!) {\n    sponsorTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateTrip($id: ID!, $version: Int!) {\n    deactivateTrip(id: $id, version: $version) {\n      id\n      state\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripRow_trip on TripSummary {\n    id\n    code\n    name\n    grouped\n    price\n    views\n    bookings\n    state\n    ...TripActions_trip\n  }\n"): (typeof documents)["\n  fragment TripRow_trip on TripSummary {\n    id\n    code\n    name\n    grouped\n    price\n    views\n    bookings\n    state\n    ...TripActions_trip\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomePage_image on PageImage {\n    fileId\n    url\n    name\n    uploadTime\n    uploaderName\n  }\n"): (typeof documents)["\n  fragment HomePage_image on PageImage {\n    fileId\n    url\n    name\n    uploadTime\n    uploaderName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomePage_page on VendorPage {\n    backgroundImage {\n      ...HomePage_image\n    }\n    logo {\n      ...HomePage_image\n    }\n    bgImages {\n      ...HomePage_image\n    }\n    aboutUs\n    slogan\n    supportPhoneCode\n    supportPurePhone\n    supportEmail\n    homePageUrl\n    version\n    updateTime\n  }\n"): (typeof documents)["\n  fragment HomePage_page on VendorPage {\n    backgroundImage {\n      ...HomePage_image\n    }\n    logo {\n      ...HomePage_image\n    }\n    bgImages {\n      ...HomePage_image\n    }\n    aboutUs\n    slogan\n    supportPhoneCode\n    supportPurePhone\n    supportEmail\n    homePageUrl\n    version\n    updateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    vendorPage {\n      ...HomePage_page\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    vendorPage {\n      ...HomePage_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVendorPage($version: Int!, $input: VendorPageInput!) {\n    saveVendorPage(version: $version, input: $input) {\n      ...HomePage_page\n    }\n  }\n"): (typeof documents)["\n  mutation SaveVendorPage($version: Int!, $input: VendorPageInput!) {\n    saveVendorPage(version: $version, input: $input) {\n      ...HomePage_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n"): (typeof documents)["\n  mutation LoginUser($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      ...Session_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n"): (typeof documents)["\n  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {\n    loginWithAuthCode(authCode: $authCode, userName: $userName) {\n      ...Session_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n"): (typeof documents)["\n  fragment Session_session on Session {\n    token\n    expiresAt\n    user {\n      id\n      username\n      tenantId\n      initialized\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutUser {\n    logout\n  }\n"): (typeof documents)["\n  mutation LogoutUser {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($password: String!, $newPassword: String!) {\n    changePassword(password: $password, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTwoFactorLogin($username: String!, $challenge: String!, $code: String!) {\n    completeTwoFactorLogin(username: $username, challenge: $challenge, code: $code) {\n      ...Session_session\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTwoFactorLogin($username: String!, $challenge: String!, $code: String!) {\n    completeTwoFactorLogin(username: $username, challenge: $challenge, code: $code) {\n      ...Session_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripOptions($filter: TripFilter) {\n    trips(filter: $filter, page: { number: 1, size: 20 }) {\n      items {\n        id\n        code\n        name\n        grouped\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectedTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SelectedTrip($id: ID!) {\n    trip(id: $id) {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryPanel($area: AuditArea, $targetId: ID, $page: PageInput) {\n    auditTrail(area: $area, targetId: $targetId, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query HistoryPanel($area: AuditArea, $targetId: ID, $page: PageInput) {\n    auditTrail(area: $area, targetId: $targetId, page: $page) {\n      items {\n        ...AuditEntry_auditEntry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntry_auditEntry on AuditEntry {\n    id\n    area\n    action\n    targetName\n    actor\n    time\n    changes {\n      field\n      from\n      to\n      fromItems\n      toItems\n      references {\n        id\n        name\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntry_auditEntry on AuditEntry {\n    id\n    area\n    action\n    targetName\n    actor\n    time\n    changes {\n      field\n      from\n      to\n      fromItems\n      toItems\n      references {\n        id\n        name\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenantTimeZone {\n    me {\n      tenant {\n        tid\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n      name\n      createTime\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($name: String!, $dataBase64: String!) {\n    uploadFile(name: $name, dataBase64: $dataBase64) {\n      id\n      url\n      name\n      createTime\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;