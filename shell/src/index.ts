// Async boundary: Module Federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
