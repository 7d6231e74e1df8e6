import { request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import {
  CancellationToken,
  HttpExecutor,
  configureRequestOptions,
  configureRequestUrl,
  type DownloadOptions,
} from 'builder-util-runtime'

/**
 * electron-updater's HTTP over Node's http instead of Electron's `net` (which needs a running Electron): the
 * same base class and the same `download` as its ElectronHttpExecutor (electronHttpExecutor.js), so its
 * feed reading, redirects, size and sha512 checks run as in the app. Tests hand it to a real updater.
 */
export class NodeUpdateHttp extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return request(options, callback)
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    const token = options.cancellationToken ?? new CancellationToken()
    return token.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions & { redirect?: string } = {
        headers: options.headers ?? undefined,
        redirect: 'manual',
      }
      configureRequestUrl(url, requestOptions)
      configureRequestOptions(requestOptions)
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      )
    })
  }
}
