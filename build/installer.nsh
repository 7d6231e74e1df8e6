; Encore's additions to electron-builder's NSIS installer (nsis.include defaults to build/installer.nsh, build/
; being buildResources). Windows only: spotify: links. When the person ticks "Open spotify: links with Encore",
; Electron's setAsDefaultProtocolClient points HKCU\Software\Classes\spotify\shell\open\command at Encore.exe;
; uninstalling Encore would leave it pointing at a deleted file. So:
; - customInstall keeps the command found there (the Spotify app's, say) unless it is Encore's own;
; - the app keeps the command it replaces in the same place when it takes the links
;   (electron/main/link-handler.ts: REPLACED_HANDLER_KEY, REPLACED_HANDLER_VALUE);
; - customUnInstall, on a real uninstall (not the old version's removal during an update), gives the links back:
;   the kept command when there is one, else it removes Encore's handler. A handler that is not Encore's is left
;   alone. test/build/installer-script.test.ts checks this file.

!define ENCORE_LINKS_CLASS "Software\Classes\spotify"
!define ENCORE_LINKS_COMMAND "Software\Classes\spotify\shell\open\command"
!define ENCORE_REPLACED_KEY "Software\app.encore.remote"
!define ENCORE_REPLACED_VALUE "SpotifyLinksReplaced"

; $R8: 1 when the spotify: command starts with this install's "<Encore.exe>" (case-insensitive), else 0.
; $R9: the command. Used by the installer and the uninstaller alike (no function: those need an un. twin).
!macro encoreLinksAreOurs
  ReadRegStr $R9 HKCU "${ENCORE_LINKS_COMMAND}" ""
  StrLen $R7 '"$INSTDIR\${APP_EXECUTABLE_FILENAME}"'
  StrCpy $R6 $R9 $R7
  StrCpy $R8 0
  ${If} $R6 == '"$INSTDIR\${APP_EXECUTABLE_FILENAME}"'
    StrCpy $R8 1
  ${EndIf}
!macroend

!macro customInstall
  Push $R6
  Push $R7
  Push $R8
  Push $R9
  !insertmacro encoreLinksAreOurs
  ${If} $R9 != ""
  ${AndIf} $R8 == 0
    WriteRegStr HKCU "${ENCORE_REPLACED_KEY}" "${ENCORE_REPLACED_VALUE}" $R9
  ${EndIf}
  Pop $R9
  Pop $R8
  Pop $R7
  Pop $R6
!macroend

!macro customUnInstall
  ${IfNot} ${isUpdated}
    Push $R5
    Push $R6
    Push $R7
    Push $R8
    Push $R9
    !insertmacro encoreLinksAreOurs
    ${If} $R8 == 1
      ReadRegStr $R5 HKCU "${ENCORE_REPLACED_KEY}" "${ENCORE_REPLACED_VALUE}"
      ${If} $R5 != ""
        WriteRegStr HKCU "${ENCORE_LINKS_CLASS}" "URL Protocol" ""
        WriteRegStr HKCU "${ENCORE_LINKS_COMMAND}" "" $R5
      ${Else}
        DeleteRegKey HKCU "${ENCORE_LINKS_CLASS}\shell"
        DeleteRegValue HKCU "${ENCORE_LINKS_CLASS}" "URL Protocol"
        DeleteRegValue HKCU "${ENCORE_LINKS_CLASS}" ""
        DeleteRegKey /ifempty HKCU "${ENCORE_LINKS_CLASS}"
      ${EndIf}
    ${EndIf}
    DeleteRegValue HKCU "${ENCORE_REPLACED_KEY}" "${ENCORE_REPLACED_VALUE}"
    DeleteRegKey /ifempty HKCU "${ENCORE_REPLACED_KEY}"
    Pop $R9
    Pop $R8
    Pop $R7
    Pop $R6
    Pop $R5
  ${EndIf}
!macroend
