// Async boundary: the shared modules are negotiated before the dev host's code runs.
import('./bootstrap');
