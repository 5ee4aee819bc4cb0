/** What our server passes to every loader and action besides the request. */
declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express sees it (honours TRUST_PROXY). */
    clientIp: string;
    /** The moment the request is handled (requestTime: a test may state it), for limits that count time. */
    now: number;
  }
}
/** The header our server sets to the client's address for the code behind it (better-auth's limiter). */
export const CLIENT_IP_HEADER = "x-autoparc-client-ip";
