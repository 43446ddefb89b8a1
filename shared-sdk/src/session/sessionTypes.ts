/** What the shell's session calls answer and the store keeps (their calls: host-shell's contract). */
/** Brand info by host (spec section 3). */
export interface BrandInfo {
  webName: string;
  icon: string;
  downUrl: string;
  topSmallPicture: string;
  topBigPicture: string;
}

/** SIP account (spec section 3). */
export interface SipAccount {
  account: string;
  ip: string;
  passWord: string;
  fsUrl: string;
  sslPort: string | number;
}
