import { defaultOrganizationConfig } from "~/features/organizations/default-config.ts";

/** The demo firm's services, as a firm configures them by default. */
export const DEFAULT_SERVICES: readonly string[] = defaultOrganizationConfig().availableServices;
