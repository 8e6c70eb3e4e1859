// Unit files run beside the e2e and server projects on two cores, so a view can take more than
// Testing Library's default second to settle. The longer wait only matters when a test would fail anyway.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
