// GET /projects/v1/origins (spec §7): the origin patterns a project allows, `scheme://host[:port]` with
// `*.` for any subdomain and `:*` for any port.

export interface AllowedOriginsResponse {
  allowedOrigins: string[];
}
