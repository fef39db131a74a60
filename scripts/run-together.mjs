// `node scripts/run-together.mjs lint typecheck`: runs the named npm scripts side by side and fails
// when any of them fails. Each one's output is printed whole once it ends, so the two never interleave.
// The checks before the tests run on one core each; on a two-core machine two take the time of one.
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)

function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'passed' : 'FAILED'}\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

const passed = await Promise.all(names.map(run))
process.exitCode = passed.every(Boolean) ? 0 : 1
