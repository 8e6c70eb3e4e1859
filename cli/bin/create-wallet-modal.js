#!/usr/bin/env node
// The published entry point: runs the compiled CLI.
import '../dist/index.js';
