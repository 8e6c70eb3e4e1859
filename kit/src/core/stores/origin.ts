// Whether this page's origin is on the project's allowed-origins list (spec §5, §7 GET /projects/v1/origins).

/**
 * unchecked: nobody asked (no e-mail or social login, or no API); checking: the list is being fetched;
 * allowed or refused: the answer; failed: the list could not be had.
 */
export type OriginCheckStatus = 'unchecked' | 'checking' | 'allowed' | 'refused' | 'failed';

export interface OriginCheckState {
  status: OriginCheckStatus;
}
