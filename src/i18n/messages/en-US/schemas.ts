import type { Texts } from '../translate';

/**
 * The English of the built-in resource schemas (src/schemas/*.ts), whose Chinese labels are their
 * declarations' own: keyed by where a text sits in a schema (schemaTexts.ts reads it), e.g.
 * `customer.fields.type.options.1` for the label of the option whose value is 1. Resources and fields
 * an admin designed have no entry and keep their own labels. `menu.<name>`: the menu's own entries
 * (src/schemas/menu.ts).
 */

/** Entries under one prefix. */
const under = (prefix: string, entries: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${prefix}.${k}`, v]));

const PAYMENT_STATUS = {
  'paymentStatus.label': 'Payment status',
  'paymentStatus.options.0': 'Unpaid',
  'paymentStatus.options.1': 'Partially paid',
  'paymentStatus.options.2': 'Paid',
  'paymentStatus.options.3': 'Refunded',
  'paymentStatus.options.4': 'Partially refunded',
};

const LINES = {
  'lines.label': 'Lines',
  'lines.items.productId.label': 'Product',
  'lines.items.productName.label': 'Product name',
  'lines.items.productName.help': 'Taken from the product when one is chosen',
  'lines.items.quantity.label': 'Quantity',
  'lines.items.unitPrice.label': 'Unit price',
  'lines.items.discount.label': 'Discount',
  'lines.items.taxId.label': 'Tax',
  'lines.items.taxName.label': 'Tax name',
  'lines.items.taxRate.label': 'Tax rate',
  'lines.items.amount.label': 'Amount',
  'lines.items.taxAmount.label': 'Tax amount',
};

/** The fields the three order views share (src/schemas/orderFields.ts). */
const ORDER_FIELDS = {
  'type.label': 'Type',
  'type.options.0': 'Order',
  'type.options.1': 'Customer quotation',
  'type.options.2': 'Lead quotation',
  'customerId.label': 'Customer',
  'customerName.label': 'Customer',
  'validUntil.label': 'Valid until',
  'status.label': 'Status',
  ...PAYMENT_STATUS,
  ...LINES,
  'subtotal.label': 'Subtotal (excl. tax)',
  'discountTotal.label': 'Total discount',
  'taxTotal.label': 'Total tax',
  'total.label': 'Total',
  'paidTotal.label': 'Paid',
  'refundedTotal.label': 'Refunded',
  'unpaidAmount.label': 'Unpaid amount',
  'receivedAmount.label': 'Net received',
  'isUnpaid.label': 'Awaiting payment',
  'sourceQuotationId.label': 'Source quotation',
  'orderId.label': 'Generated order',
  'remark.label': 'Notes',
};

const QUOTATION_STATUS = {
  'status.options.100': 'Draft',
  'status.options.101': 'Pending acceptance',
  'status.options.102': 'Accepted',
  'status.options.103': 'Rejected',
  'status.options.104': 'Closed',
};

const ORDER_SECTIONS = { 'form.sections.0': 'Basic information', 'form.sections.1': 'Lines' };

/** The fields customers and leads share (src/schemas/customerFields.ts). */
const CUSTOMER_FIELDS = {
  'name.label': 'Customer name',
  'type.label': 'Customer type',
  'type.options.0': 'Individual',
  'type.options.1': 'Company',
  'contactName.label': 'Contact',
  'contactMethod.label': 'Contact method',
  'contactMethod.options.0': 'Mobile',
  'contactMethod.options.1': 'WeChat',
  'contactMethod.options.2': 'QQ',
  'contactMethod.options.3': 'Email',
  'contactMethod.options.4': 'Other',
  'contactValue.label': 'Contact number',
  'contactValue.help': 'Mobile: 11 digits; WeChat ID: 6–20 characters; QQ: 5–12 digits; email like name@example.com',
  'categoryId.label': 'Customer category',
  'tags.label': 'Customer tags',
  'ownerId.label': 'Owner',
  'region.label': 'Region',
  'address.label': 'Address',
  'remark.label': 'Notes',
};

const CATEGORY_FIELDS = {
  'name.label': 'Category name',
  'index.label': 'Sort order',
  'index.help': 'Smaller numbers come first',
  'description.label': 'Description',
  'belongTo.label': 'Belongs to',
  'belongTo.options.product': 'Product',
  'belongTo.options.customer': 'Customer',
};

const UPLOAD_HELP = 'PNG, JPEG, GIF or WebP, up to 5 MB';

const texts: Texts = {
  // 订单 and its two quotation views
  'order.label': 'Order',
  ...under('order.fields', ORDER_FIELDS),
  'order.fields.code.label': 'Order number',
  'order.fields.orderDate.label': 'Order date',
  'order.fields.status.options.0': 'Draft',
  'order.fields.status.options.1': 'Processing',
  'order.fields.status.options.2': 'Cancelled',
  'order.fields.status.options.3': 'Completed',
  'order.fields.status.options.4': 'Failed',
  'order.list.searchPlaceholder': 'Search order number or customer name',
  ...under('order', ORDER_SECTIONS),

  'customer_quotation.label': 'Customer quotation',
  ...under('customer_quotation.fields', ORDER_FIELDS),
  ...under('customer_quotation.fields', QUOTATION_STATUS),
  'customer_quotation.fields.code.label': 'Quotation number',
  'customer_quotation.fields.orderDate.label': 'Quotation date',
  'customer_quotation.list.searchPlaceholder': 'Search quotation number or customer name',
  ...under('customer_quotation', ORDER_SECTIONS),

  'customer_potential_quotation.label': 'Lead quotation',
  ...under('customer_potential_quotation.fields', ORDER_FIELDS),
  ...under('customer_potential_quotation.fields', QUOTATION_STATUS),
  'customer_potential_quotation.fields.code.label': 'Quotation number',
  'customer_potential_quotation.fields.customerId.label': 'Lead',
  'customer_potential_quotation.fields.customerName.label': 'Lead',
  'customer_potential_quotation.fields.orderDate.label': 'Quotation date',
  'customer_potential_quotation.list.searchPlaceholder': 'Search quotation number or lead name',
  ...under('customer_potential_quotation', ORDER_SECTIONS),

  // 付款
  'payment.label': 'Payment',
  'payment.fields.orderId.label': 'Order',
  'payment.fields.orderCode.label': 'Order number',
  'payment.fields.customerName.label': 'Customer',
  'payment.fields.kind.label': 'Type',
  'payment.fields.kind.options.0': 'Payment received',
  'payment.fields.kind.options.1': 'Refund',
  'payment.fields.amount.label': 'Amount',
  'payment.fields.payModeId.label': 'Payment method',
  'payment.fields.payModeName.label': 'Payment method',
  'payment.fields.paidAt.label': 'Payment date',
  'payment.fields.remark.label': 'Notes',

  // 客户 and 潜在客户
  'customer.label': 'Customer',
  ...under('customer.fields', CUSTOMER_FIELDS),
  'customer.fields.potentialId.label': 'Source lead',
  'customer.list.searchPlaceholder': 'Search customer name, contact, contact number',
  'customer.form.sections.0': 'Basic information',
  'customer.form.sections.1': 'Contact information',
  'customer.form.sections.2': 'Other',

  'customer_potential.label': 'Lead',
  ...under('customer_potential.fields', CUSTOMER_FIELDS),
  'customer_potential.fields.intention.label': 'Intent level',
  'customer_potential.fields.intention.options.0': 'Low',
  'customer_potential.fields.intention.options.1': 'Medium',
  'customer_potential.fields.intention.options.2': 'High',
  'customer_potential.fields.nextFollowUp.label': 'Next follow-up',
  'customer_potential.fields.status.label': 'Follow-up status',
  'customer_potential.fields.status.help': '"Converted" is set by the convert action',
  'customer_potential.fields.status.options.0': 'Following up',
  'customer_potential.fields.status.options.1': 'Converted',
  'customer_potential.fields.status.options.2': 'Abandoned',
  'customer_potential.fields.convertedCustomerId.label': 'Converted customer',
  'customer_potential.fields.convertedAt.label': 'Converted at',
  'customer_potential.list.searchPlaceholder': 'Search customer name, contact, contact number',
  'customer_potential.form.sections.0': 'Basic information',
  'customer_potential.form.sections.1': 'Contact information',
  'customer_potential.form.sections.2': 'Follow-up',
  'customer_potential.show.sections.0': 'Basic information',
  'customer_potential.show.sections.1': 'Contact information',
  'customer_potential.show.sections.2': 'Follow-up',
  'customer_potential.show.sections.3': 'Conversion',

  // 客户标签, 客户分类, 产品分类
  'customer_tags.label': 'Customer tag',
  'customer_tags.fields.name.label': 'Tag name',
  'customer_tags.fields.color.label': 'Color',
  'customer_tags.fields.color.options.blue': 'Blue',
  'customer_tags.fields.color.options.green': 'Green',
  'customer_tags.fields.color.options.orange': 'Orange',
  'customer_tags.fields.color.options.red': 'Red',
  'customer_tags.fields.color.options.purple': 'Purple',
  'customer_tags.fields.color.options.cyan': 'Cyan',
  'customer_tags.fields.color.options.default': 'Grey',
  'customer_tags.fields.description.label': 'Description',
  'customer_tags.list.searchPlaceholder': 'Search tag name',

  'customer_categories.label': 'Customer category',
  ...under('customer_categories.fields', CATEGORY_FIELDS),
  'customer_categories.list.searchPlaceholder': 'Search category name',

  'product_categories.label': 'Product category',
  ...under('product_categories.fields', CATEGORY_FIELDS),
  'product_categories.list.searchPlaceholder': 'Search category name',

  // 产品, 供应商
  'product.label': 'Product',
  'product.fields.name.label': 'Product name',
  'product.fields.code.label': 'Product code',
  'product.fields.code.help': 'Unique within the project',
  'product.fields.code.patternMessage': 'Product code may contain only letters, digits, underscores and hyphens',
  'product.fields.categoryId.label': 'Product category',
  'product.fields.unit.label': 'Unit',
  'product.fields.price.label': 'Price',
  'product.fields.cost.label': 'Cost',
  'product.fields.stock.label': 'Stock',
  'product.fields.status.label': 'Status',
  'product.fields.status.options.1': 'On sale',
  'product.fields.status.options.0': 'Discontinued',
  'product.fields.image.label': 'Product image',
  'product.fields.supplierId.label': 'Supplier',
  'product.fields.description.label': 'Product description',
  'product.list.searchPlaceholder': 'Search product name or code',
  'product.form.sections.0': 'Basic information',
  'product.form.sections.1': 'Price and stock',
  'product.form.sections.2': 'Image and description',
  'product.show.related.0': 'Sales orders',

  'supplier.label': 'Supplier',
  'supplier.fields.name.label': 'Supplier name',
  'supplier.fields.contact.label': 'Contact',
  'supplier.fields.phone.label': 'Phone',
  'supplier.fields.email.label': 'Email',
  'supplier.fields.address.label': 'Address',
  'supplier.fields.status.label': 'Status',
  'supplier.fields.status.options.1': 'Active',
  'supplier.fields.status.options.0': 'Inactive',
  'supplier.fields.remark.label': 'Notes',
  'supplier.list.searchPlaceholder': 'Search name, contact, phone',

  // 税费, 付款方式
  'taxes.label': 'Tax',
  'taxes.fields.name.label': 'Tax name',
  'taxes.fields.name.placeholder': 'e.g. VAT 13%',
  'taxes.fields.rate.label': 'Tax rate',
  'taxes.fields.isDefault.label': 'Default tax',
  'taxes.fields.isDefault.help': 'Selected by default on new lines',
  'taxes.fields.enabled.label': 'Enabled',
  'taxes.fields.remark.label': 'Notes',
  'taxes.list.searchPlaceholder': 'Search tax name',

  'paymode.label': 'Payment method',
  'paymode.fields.name.label': 'Name',
  'paymode.fields.name.placeholder': 'e.g. Bank transfer',
  'paymode.fields.sort.label': 'Sort order',
  'paymode.fields.sort.help': 'Smaller numbers come first',
  'paymode.fields.enabled.label': 'Enabled',
  'paymode.fields.remark.label': 'Notes',
  'paymode.list.searchPlaceholder': 'Search payment method',

  // The settings forms (src/schemas/settingForms.ts)
  'company_info.label': 'Company information',
  'company_info.fields.name.label': 'Company name',
  'company_info.fields.address.label': 'Company address',
  'company_info.fields.logo.label': 'Company logo',
  'company_info.fields.logo.help': UPLOAD_HELP,
  'profile.label': 'Profile',
  'profile.fields.avatar.label': 'Avatar',
  'profile.fields.avatar.help': UPLOAD_HELP,
  'profile.fields.displayName.label': 'Name',
  'profile.fields.mobile.label': 'Mobile',
  'profile.fields.mobile.patternMessage': 'Enter a valid mobile number',
  'profile.fields.email.label': 'Email',

  // The menu's own entries (src/schemas/menu.ts)
  'menu.dashboard': 'Dashboard',
  'menu.setting': 'Settings',
  'menu.org': 'Organization and people',
  'menu.general': 'General',
  'menu.role': 'Roles',
  'menu.projects': 'Projects',
  'menu.resource': 'Data models',
  'menu.auditLog': 'Audit log',
  'menu.loginLog': 'Sign-in log',
  'menu.onlineUser': 'Online users',
  'menu.menu': 'Menu settings',
  'menu.tenant': 'Tenants',
};

export default texts;
