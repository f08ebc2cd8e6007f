; Inno Setup 6.3+ script: the Windows installer of Mexican Train, with Start-menu and desktop
; shortcuts, in English, German, Danish and Ukrainian.
;
; It cannot be built on the Linux CI machine; on Windows, from the repository root:
;   .venv\Scripts\python -m PyInstaller packaging\mextrain.spec --noconfirm --distpath build\dist --workpath build\work
;   iscc packaging\windows\mextrain.iss
; gives build\installer\MexicanTrain-<version>-setup.exe.
;
; The version is read from mextrain.exe, whose version resource the spec writes from
; pyproject.toml, so pyproject.toml stays the one place for it. Everything else was written
; against the Inno Setup 6 documentation ([Setup], [Languages], [Tasks], [Icons], ISPP).

#define AppName "Mexican Train"
#define AppExeName "mextrain.exe"
#define DistDir AddBackslash(SourcePath) + "..\..\build\dist\mextrain"

#ifnexist DistDir + "\" + AppExeName
  #error Build the app first: python -m PyInstaller packaging\mextrain.spec --noconfirm --distpath build\dist --workpath build\work
#endif
#define AppVersion GetStringFileInfo(DistDir + "\" + AppExeName, "ProductVersion")
#if AppVersion == ""
  #error mextrain.exe carries no ProductVersion (see windows_version_info in packaging\mextrain.spec)
#endif

[Setup]
; AppId identifies the game for upgrades and uninstalling: never change it.
AppId={{7DFED024-8027-4C6B-8C81-6845C11781B6}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoProductName={#AppName}
VersionInfoProductTextVersion={#AppVersion}
; Per-user install by default (no administrator needed); the dialog offers all users too.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern
SetupIconFile=..\..\resources\icons\mextrain.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
CloseApplications=yes
OutputDir=..\..\build\installer
OutputBaseFilename=MexicanTrain-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "da"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[CustomMessages]
en.AppComment=Play Mexican Train dominoes against computer opponents
de.AppComment=Mexican-Train-Domino gegen Computergegner spielen
da.AppComment=Spil Mexican Train-domino mod computermodstandere
uk.AppComment=Грайте в доміно «Мексиканський потяг» проти комп’ютерних суперників

[Tasks]
; CreateDesktopIcon and AdditionalIcons are translated in every .isl that ships with Inno Setup.
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[InstallDelete]
; An upgrade replaces the whole bundle, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Registry]
; the mextrain: URL scheme: an invitation's link clicked in a mail or chat opens the game with it
Root: HKA; Subkey: "Software\Classes\mextrain"; ValueType: string; ValueName: ""; ValueData: "URL:Mexican Train invitation"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\mextrain"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\mextrain\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"",0"
Root: HKA; Subkey: "Software\Classes\mextrain\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
