/** A mainland mobile number (手机号): sign-in by SMS, registration, 组织与人员 and 个人中心 check the same. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
